import DarkroomViews
import Foundation

/// What a navigation controller tells its delegate; the image picker's delegate adopts it,
/// as UIKit requires. Nothing is ever told here.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an image picker tells its delegate when a photo is picked or the picker cancelled.
/// No picker is shown in a render, so neither is called; both have defaults, as UIKit's
/// optional methods do.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// UIKit's photo and camera picker, as the `UIViewControllerRepresentable` wrappers of
/// view files build it. A render has no photo library and no camera: the picker's view is
/// empty, no source is available and the delegate is never called
/// (developer.apple.com/documentation/uikit/uiimagepickercontroller).
///
/// ```swift
/// struct PhotoPicker: UIViewControllerRepresentable {
///   func makeUIViewController(context: Context) -> UIImagePickerController {
///     let picker = UIImagePickerController()
///     picker.sourceType = .photoLibrary
///     picker.delegate = context.coordinator
///     return picker
///   }
///   func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
///   func makeCoordinator() -> Coordinator { Coordinator() }
///
///   final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
/// }
/// ```
@MainActor
open class UIImagePickerController: UIViewController {
  /// Where the picker takes its images from.
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0
    case camera = 1
    case savedPhotosAlbum = 2
  }

  /// The camera on the front or the back of the device.
  public enum CameraDevice: Int, Sendable {
    case rear = 0
    case front = 1
  }

  /// Whether the camera takes photos or videos.
  public enum CameraCaptureMode: Int, Sendable {
    case photo = 0
    case video = 1
  }

  /// The entries of the dictionary a picked image comes in.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  /// Where images come from.
  public var sourceType: SourceType = .photoLibrary
  /// The kinds of media offered, as uniform type identifiers.
  public var mediaTypes: [String] = ["public.image"]
  /// Whether a picked image may be cropped first.
  public var allowsEditing = false
  /// Which camera takes the picture.
  public var cameraDevice: CameraDevice = .rear
  /// Whether the camera takes photos or videos.
  public var cameraCaptureMode: CameraCaptureMode = .photo
  /// Told when an image is picked or the picker cancelled; never, here.
  public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

  /// Whether the device has the source: a render has neither photos nor camera.
  public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

  /// The media a source offers: none, since no source is available.
  public static func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

  /// Whether the device has the camera: none here.
  public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}
