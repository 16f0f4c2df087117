import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomUI

/// A spinner in a colour, as a representable wraps one.
private struct Spinner: UIViewRepresentable {
  var isAnimating: Bool

  func makeUIView(context: Context) -> UIActivityIndicatorView {
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    return spinner
  }

  func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
    if isAnimating { uiView.startAnimating() } else { uiView.stopAnimating() }
  }
}

/// A coordinator as view files write one, for every delegate at once.
private final class Coordinator: NSObject, UITextFieldDelegate, UITextViewDelegate, UIPageViewControllerDataSource,
  UISearchBarDelegate
{
  let pages = [UIViewController(), UIViewController()]
  var query = ""

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { query = searchText }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.text == "done" }

  func pageViewController(_ pager: UIPageViewController, viewControllerBefore page: UIViewController)
    -> UIViewController?
  {
    pages.firstIndex(of: page).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
  }

  func pageViewController(_ pager: UIPageViewController, viewControllerAfter page: UIViewController)
    -> UIViewController?
  {
    pages.firstIndex(of: page).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
  }
}

/// UIKit's indicator, image view, text field, search bar, share sheet, page controller and segue, and
/// their delegates, as representables set them (developer.apple.com/documentation/uikit).
@MainActor @Suite struct UIKitControlViewsTests {
  @Test func anActivityIndicatorIsHiddenWhileStopped() throws {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(!spinner.isAnimating && spinner.isHidden && spinner.style == .medium)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.hidesWhenStopped = false
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && !spinner.isHidden)
    let running = try drawnPixels(Spinner(isAnimating: true).frame(width: 20, height: 20))
    #expect(isNear(running[10, 10], Pixel(red: 255, green: 0, blue: 0)))
    let stopped = try drawnPixels(Spinner(isAnimating: false).frame(width: 20, height: 20))
    #expect(stopped[10, 10] == .white)
  }

  @Test func anImageViewIsSizedToItsImage() throws {
    let image = UIImage(systemName: "star")
    let imageView = UIImageView(image: image)
    imageView.contentMode = .scaleAspectFit
    #expect(imageView.image === image && imageView.frame.size == (image?.size ?? .zero))
    #expect(imageView.contentMode == .scaleAspectFit)
  }

  @Test func aTextFieldKeepsItsSettingsAndItsDelegate() {
    let coordinator = Coordinator()
    let field = UITextField()
    field.placeholder = "Email"
    field.keyboardType = .emailAddress
    field.borderStyle = .roundedRect
    field.textColor = .secondaryLabel
    field.delegate = coordinator
    #expect(!field.hasText && field.placeholder == "Email" && field.borderStyle == .roundedRect)
    field.text = "done"
    #expect(field.delegate?.textFieldShouldReturn(field) == true)
    #expect(field.delegate?.textFieldShouldClear(field) == true)
    let textView = UITextView()
    textView.delegate = coordinator
    #expect(textView.delegate === coordinator)
  }

  @Test func aSearchBarKeepsItsTextInItsFieldAndItsDelegate() {
    let coordinator = Coordinator()
    let bar = UISearchBar()
    bar.placeholder = "Search recipes"
    bar.searchBarStyle = .minimal
    bar.scopeButtonTitles = ["All", "Dinner"]
    bar.delegate = coordinator
    bar.text = "soup"
    #expect(bar.searchTextField.text == "soup" && bar.searchTextField.placeholder == "Search recipes")
    bar.setShowsCancelButton(true, animated: true)
    #expect(bar.showsCancelButton && bar.searchBarStyle == .minimal && bar.selectedScopeButtonIndex == 0)
    bar.delegate?.searchBar(bar, textDidChange: "stew")
    #expect(coordinator.query == "stew")
    #expect(bar.delegate?.searchBarShouldBeginEditing(bar) == true)
    bar.searchTextField.tokens = [UISearchToken(icon: nil, text: "Dinner")]
    #expect(bar.searchTextField.tokens.map(\.text) == ["Dinner"])
  }

  @Test func aShareSheetKeepsItsItemsAndHandler() {
    let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
    sheet.excludedActivityTypes = [.airDrop]
    var reported: UIActivity.ActivityType?
    sheet.completionWithItemsHandler = { activity, _, _, _ in reported = activity }
    sheet.completionWithItemsHandler?(.mail, true, nil, nil)
    #expect(reported == .mail && sheet.activityItems.count == 1 && sheet.excludedActivityTypes == [.airDrop])
    #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
  }

  @Test func aPageControllerShowsThePagesSetAsItsChildren() {
    let coordinator = Coordinator()
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = coordinator
    var finished = false
    pager.setViewControllers([coordinator.pages[0]], direction: .forward, animated: true) { finished = $0 }
    #expect(finished && pager.viewControllers == [coordinator.pages[0]] && pager.children == [coordinator.pages[0]])
    pager.setViewControllers([coordinator.pages[1]], direction: .reverse, animated: false)
    #expect(pager.children == [coordinator.pages[1]])
    let next = pager.dataSource?.pageViewController(pager, viewControllerAfter: coordinator.pages[0])
    #expect(next === coordinator.pages[1])
    #expect(pager.dataSource?.presentationCount(for: pager) == 0)
  }

  @Test func aSegueCarriesItsControllers() {
    let source = UIViewController()
    let destination = UIViewController()
    let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination)
    source.prepare(for: segue, sender: nil)
    #expect(segue.identifier == "detail" && segue.destination === destination && segue.source === source)
    #expect(source.shouldPerformSegue(withIdentifier: "detail", sender: nil))
  }
}
