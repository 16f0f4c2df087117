/// How text lines up, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// Where a line that does not fit is broken, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
