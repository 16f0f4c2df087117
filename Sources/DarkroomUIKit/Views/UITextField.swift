import DarkroomInert
import DarkroomViews
import Foundation

/// UIKit's single-line text field, as representables make one: it keeps its text, prompt,
/// font, colours, keyboard settings and delegate. As any UIKit view here, it draws its
/// background colour and subviews, not its text
/// (developer.apple.com/documentation/uikit/uitextfield).
///
/// ```swift
/// func makeUIView(context: Context) -> UITextField {
///   let field = UITextField()
///   field.placeholder = "Email"
///   field.keyboardType = .emailAddress
///   field.delegate = context.coordinator
///   return field
/// }
/// ```
open class UITextField: UIControl {
  /// The border drawn around the field.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view, such as the clear button, shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  public var text: String? = ""
  public var placeholder: String?
  public var attributedText: NSAttributedString?
  public var attributedPlaceholder: NSAttributedString?
  public var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
  public var textColor: UIColor? = .label
  public var textAlignment = NSTextAlignment.natural
  public var borderStyle = BorderStyle.none
  public var clearButtonMode = ViewMode.never
  public var keyboardType = UIKeyboardType.default
  public var returnKeyType = UIReturnKeyType.default
  public var enablesReturnKeyAutomatically = false
  public var autocapitalizationType = UITextAutocapitalizationType.sentences
  public var textContentType: UITextContentType?
  public var isSecureTextEntry = false
  public var adjustsFontSizeToFitWidth = false
  public var adjustsFontForContentSizeCategory = false
  /// The object told about editing; a render edits nothing, so it is never called.
  public weak var delegate: UITextFieldDelegate?

  /// Whether the field holds text.
  public var hasText: Bool { !(text ?? "").isEmpty }
}

/// What a text field tells about its editing, as UIKit declares it; every method is
/// optional. A render edits nothing, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, UITextFieldDelegate {
///   func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
/// }
/// ```
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
