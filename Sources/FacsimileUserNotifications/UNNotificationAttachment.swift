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
open class UNNotificationAttachment: KeyedObject, NSCopying, NSSecureCoding {
  struct Values {
    var identifier = ""
    var url = URL(fileURLWithPath: "/")
    var type = ""
  }

  /// The keys, each declared once: the getters below read them, and the key table lists them.
  enum Keys {
    static let identifier = StoredKey.key("identifier", \Values.identifier)
    static let url = StoredKey.key("URL", \Values.url)
    static let type = StoredKey.key("type", \Values.type)
  }

  let storage = KeyedStorage(Values())

  /// The attachment's identifier.
  open var identifier: String { storage[Keys.identifier] }

  /// The URL of the attachment's file.
  open var url: URL { storage[Keys.url] }

  /// The uniform type identifier of the file, such as `public.jpeg`.
  open var type: String { storage[Keys.type] }

  /// `true`: attachments can be archived with secure coding.
  public class var supportsSecureCoding: Bool { true }

  /// The object itself, as on Apple platforms: an attachment is immutable, so a copy is the same
  /// object, whatever its class (no initializer of a subclass of yours runs).
  ///
  /// ```swift
  /// let same = attachment.copy() as AnyObject
  /// print(same === attachment)  // true
  /// ```
  ///
  /// - Parameter zone: Ignored, as on Apple platforms.
  /// - Returns: `self`.
  open override func copy(with zone: NSZone? = nil) -> Any {
    self
  }

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
    self.init()
    storage.withValues { values in
      values.identifier = identifier.isEmpty ? UUID().uuidString : identifier
      values.url = URL
      values.type = fileType.identifier
    }
  }

  /// The attachment's keys: `identifier`, `URL` (Apple's key for ``url``) and `type`.
  open override class var keyTable: KeyTable { keys }

  private static let keys = KeyTable(
    storage: \UNNotificationAttachment.storage,
    [Keys.identifier, Keys.url, Keys.type])
}
