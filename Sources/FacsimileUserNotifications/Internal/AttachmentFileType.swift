import Foundation

/// The file types Apple accepts for notification attachments, with their size limits.
struct AttachmentFileType {
  /// The uniform type identifier, such as `public.jpeg`.
  let identifier: String
  /// The largest file Apple accepts for the type's family, in bytes.
  let maximumSize: Int

  private static let megabyte = 1024 * 1024
  private static let audio = 5 * megabyte
  private static let image = 10 * megabyte
  private static let movie = 50 * megabyte

  /// The supported types, from Apple's "UNNotificationAttachment" documentation.
  static let all: [AttachmentFileType] = [
    AttachmentFileType(identifier: "public.aiff-audio", maximumSize: audio),
    AttachmentFileType(identifier: "com.microsoft.waveform-audio", maximumSize: audio),
    AttachmentFileType(identifier: "public.mp3", maximumSize: audio),
    AttachmentFileType(identifier: "public.mpeg-4-audio", maximumSize: audio),
    AttachmentFileType(identifier: "public.jpeg", maximumSize: image),
    AttachmentFileType(identifier: "com.compuserve.gif", maximumSize: image),
    AttachmentFileType(identifier: "public.png", maximumSize: image),
    AttachmentFileType(identifier: "public.mpeg", maximumSize: movie),
    AttachmentFileType(identifier: "public.mpeg-2-video", maximumSize: movie),
    AttachmentFileType(identifier: "public.mpeg-4", maximumSize: movie),
    AttachmentFileType(identifier: "public.avi", maximumSize: movie),
  ]

  private static let identifiersByExtension: [String: String] = [
    "aif": "public.aiff-audio", "aiff": "public.aiff-audio",
    "wav": "com.microsoft.waveform-audio",
    "mp3": "public.mp3",
    "m4a": "public.mpeg-4-audio",
    "jpg": "public.jpeg", "jpeg": "public.jpeg",
    "gif": "com.compuserve.gif",
    "png": "public.png",
    "mpg": "public.mpeg", "mpeg": "public.mpeg",
    "mp2": "public.mpeg-2-video",
    "mp4": "public.mpeg-4",
    "avi": "public.avi",
  ]

  /// The type named by a type hint, or implied by the file's extension.
  static func of(_ url: URL, hint: String?) -> AttachmentFileType? {
    let identifier = hint ?? identifiersByExtension[url.pathExtension.lowercased()]
    return all.first { $0.identifier == identifier }
  }
}
