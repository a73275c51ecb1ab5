public import FacsimileCore
public import Foundation

/// An image, audio or video file shown with a notification.
///
/// Not `Sendable`, as a class whose subclasses may add state of their own: make it inside the
/// task that uses it, and send its fixture or payload across tasks instead (Docs/Fidelity.md,
/// "Sendable").
///
/// Apple's throwing initializer checks the file, and so does ours: it must exist, be of a
/// supported type, and fit the type's size limit (5 MB for audio, 10 MB for images, 50 MB for
/// video). To make an attachment without a file, fabricate it by key. The URL's key is `URL`,
/// the Objective-C property name that Apple's key-value coding answers to:
///
/// ```swift
/// let attachment = try UNNotificationAttachment(identifier: "photo", url: photoURL)
///
/// let stub = try InstanceHelper.create(UNNotificationAttachment.self, properties: [
///   "identifier": "photo", "URL": "file:///tmp/photo.jpg", "type": "public.jpeg",
/// ])
/// ```
open class UNNotificationAttachment: KeyedCodingObject, NSCopying, NSSecureCoding {

  /// The keys, each declared once: name, type, default and rules.
  struct Keys: KeySet {
    let identifier = Key("")
    let url = Key(URL(fileURLWithPath: "/"), objectiveC: "URL")
    let type = Key("")
    static let layout = KeyLayout<Keys>()
  }

  let storage = Keys.storage()

  /// The attachment's identifier.
  open var identifier: String { storage.identifier }

  /// The URL of the attachment's file.
  open var url: URL { storage.url }

  /// The uniform type identifier of the file, such as `public.jpeg`.
  open var type: String { storage.type }

  /// Creates an attachment for a local file, as Apple's
  /// `+attachmentWithIdentifier:URL:options:error:` does.
  ///
  /// ```swift
  /// let attachment = try UNNotificationAttachment(identifier: "", url: photoURL)
  /// print(attachment.type)  // public.jpeg
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The attachment's identifier; an empty string gets a new UUID string.
  ///   - URL: A file URL of a file that exists.
  ///   - options: Attachment options such as ``UNNotificationAttachmentOptionsTypeHintKey``.
  /// - Throws: ``UNError`` with ``UNError/Code/attachmentInvalidURL`` for a URL that is not an
  ///   existing file, ``UNError/Code/attachmentUnrecognizedType`` for an unsupported type, and
  ///   ``UNError/Code/attachmentInvalidFileSize`` for a file over its type's limit.
  public convenience init(
    identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil
  ) throws {
    var isDirectory: ObjCBool = false
    guard URL.isFileURL,
      FileManager.default.fileExists(atPath: URL.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw UNError(
        .attachmentInvalidURL,
        userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
    }
    let hint = options?[AnyHashable(UNNotificationAttachmentOptionsTypeHintKey)] as? String
    guard let fileType = AttachmentFileType.of(URL, hint: hint) else {
      throw UNError(
        .attachmentUnrecognizedType,
        userInfo: [NSLocalizedDescriptionKey: "Unrecognized attachment file type"])
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: URL.path)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= fileType.maximumSize else {
      throw UNError(
        .attachmentInvalidFileSize,
        userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file size"])
    }
    self.init(blank: ())
    storage.set(\.identifier, identifier.isEmpty ? UUID().uuidString : identifier, on: self)
    storage.set(\.url, URL, on: self)
    storage.set(\.type, fileType.identifier, on: self)
  }

  /// The attachment's keys: `identifier`, `URL` (Apple's key for ``url``) and `type`.
  open override class var keyTable: KeyTable { table }

  private static let table = KeyTable(\UNNotificationAttachment.storage) {
    UNNotificationAttachment(blank: ())
  }
}
