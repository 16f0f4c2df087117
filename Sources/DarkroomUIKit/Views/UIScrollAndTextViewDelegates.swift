import DarkroomViews
import Foundation

/// What a scroll view tells about its scrolling and zooming, as UIKit declares it; every
/// method is optional. A still frame never scrolls, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, UIScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: UIScrollView) { offset = scrollView.contentOffset }
/// }
/// ```
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// What a text view tells about its editing, as UIKit declares it; every method is
/// optional. A render edits nothing, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, UITextViewDelegate {
///   func textViewDidChange(_ textView: UITextView) { text = textView.text }
/// }
/// ```
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    true
  }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
