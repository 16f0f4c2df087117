import DarkroomUI
import DarkroomUIKit
import Foundation
import Testing

/// An app delegate as UIKit's templates declare it.
private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// The photo picker wrapper view files write.
private struct PhotoPicker: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.sourceType = .photoLibrary
    picker.allowsEditing = true
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked: UIImage?

    func imagePickerController(
      _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      picked = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
      picker.dismiss(animated: true)
    }
  }
}

/// `UIResponder`, `UIWindow` and `UIImagePickerController`
/// (developer.apple.com/documentation/uikit/uiresponder, …/uiwindow, …/uiimagepickercontroller):
/// the responder chain has no first responder in a render, and no picker source is there.
@MainActor
@Suite struct UIResponderAndPickerTests {
  @Test func nothingBecomesFirstResponderInARender() {
    let field = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(field.next == nil)
    let controller: UIResponder = UIViewController()
    #expect(!controller.canBecomeFirstResponder)
  }

  @Test func anAppDelegateKeepsItsWindowAndItsRootController() {
    let delegate = TemplateAppDelegate()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = UIHostingController(rootView: Text("Home"))
    window.isHidden = true
    window.makeKeyAndVisible()
    delegate.window = window
    #expect(delegate.window?.isKeyWindow == true)
    #expect(delegate.window?.isHidden == false)
    #expect(delegate.window?.frame.size == CGSize(width: 393, height: 852))
    #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
  }

  @Test func aViewIsInTheWindowOfItsNearestAncestorWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(badge)
    #expect(badge.window == nil)
    window.addSubview(card)
    #expect(badge.window === window)
    #expect(card.window === window)
    card.removeFromSuperview()
    #expect(badge.window == nil)
    #expect(UIWindow().windowScene == nil)
  }

  @Test func aPickerHasNoSourceAndItsWrapperDrawsAnEmptyPlace() throws {
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == nil)
    #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    let drawn = try drawnPixels(
      VStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(height: 10)
        PhotoPicker().frame(height: 20)
      }.frame(width: 30))
    #expect(drawn.height == 30)
    #expect(drawn[15, 5] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(drawn[15, 20] == .white)
  }
}
