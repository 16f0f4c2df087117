import DarkroomInert
import DarkroomViews
import Foundation

/// UIKit's search bar, as representables and search controllers make one: it keeps its text,
/// placeholder, scope buttons, style and delegate, and owns the field it edits in. As any
/// UIKit view here, it draws its background colour and subviews, not its text
/// (developer.apple.com/documentation/uikit/uisearchbar).
///
/// ```swift
/// func makeUIView(context: Context) -> UISearchBar {
///   let bar = UISearchBar()
///   bar.placeholder = "Search recipes"
///   bar.searchBarStyle = .minimal
///   bar.delegate = context.coordinator
///   return bar
/// }
/// ```
open class UISearchBar: UIView {
  /// How the bar's background is drawn.
  public enum Style: UInt, Sendable { case `default`, prominent, minimal }

  public var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line of text shown above the bar.
  public var prompt: String?
  public var searchBarStyle = Style.default
  public var barStyle = UIBarStyle.default
  public var barTintColor: UIColor?
  public var isTranslucent = true
  public var showsCancelButton = false
  public var showsBookmarkButton = false
  public var showsSearchResultsButton = false
  public var showsScopeBar = false
  public var scopeButtonTitles: [String]?
  public var selectedScopeButtonIndex = 0
  public var backgroundImage: UIImage?
  public var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  public var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// The field the bar edits its text in.
  public let searchTextField = UISearchTextField()
  /// The object told about searching; a render searches nothing, so it is never called.
  public weak var delegate: UISearchBarDelegate?

  /// Shows or hides the cancel button; a still frame has no animation to run.
  public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Shows or hides the scope buttons; a still frame has no animation to run.
  public func setShowsScope(_ show: Bool, animated: Bool) {
    showsScopeBar = show
  }
}

/// The text field inside a search bar: a `UITextField` that also keeps the search tokens
/// typed into it (developer.apple.com/documentation/uikit/uisearchtextfield).
///
/// ```swift
/// searchBar.searchTextField.backgroundColor = .secondarySystemBackground
/// ```
open class UISearchTextField: UITextField {
  /// The tokens shown before the text.
  public var tokens: [UISearchToken] = []
  /// Whether tokens may be copied out of the field.
  public var allowsCopyingTokens = true
  /// Whether tokens may be deleted from the field.
  public var allowsDeletingTokens = true
}

/// A token in a search field: an icon and a title standing for a filter
/// (developer.apple.com/documentation/uikit/uisearchtoken).
///
/// ```swift
/// let token = UISearchToken(icon: UIImage(systemName: "tag"), text: "Dinner")
/// ```
public final class UISearchToken: @unchecked Sendable {
  public let icon: UIImage?
  public let text: String
  /// A value of the app's own that the token stands for.
  public var representedObject: Any?

  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
  }
}

/// The look of a bar: light or dark (developer.apple.com/documentation/uikit/uibarstyle).
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

/// What a search bar tells about searching, as UIKit declares it; every method is optional.
/// A render searches nothing, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, UISearchBarDelegate {
///   func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { query = searchText }
/// }
/// ```
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
