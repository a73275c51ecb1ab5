/// The attachment option whose value, a uniform type identifier `String`, names the file's type
/// instead of its extension.
///
/// ```swift
/// let attachment = try UNNotificationAttachment(
///   identifier: "photo", url: url,
///   options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
/// ```
public let UNNotificationAttachmentOptionsTypeHintKey =
  "UNNotificationAttachmentOptionsTypeHintKey"

/// The attachment option whose value, a `Bool`, hides the attachment's thumbnail.
///
/// ```swift
/// let options = [UNNotificationAttachmentOptionsThumbnailHiddenKey: true]
/// ```
public let UNNotificationAttachmentOptionsThumbnailHiddenKey =
  "UNNotificationAttachmentOptionsThumbnailHiddenKey"

/// The attachment option whose value, a normalized rectangle dictionary, clips the thumbnail.
///
/// ```swift
/// let options = [UNNotificationAttachmentOptionsThumbnailClippingRectKey: rectDictionary]
/// ```
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey =
  "UNNotificationAttachmentOptionsThumbnailClippingRectKey"

/// The attachment option whose value, a time in seconds or a `CMTime` dictionary, picks the
/// movie frame used as the thumbnail.
///
/// ```swift
/// let options = [UNNotificationAttachmentOptionsThumbnailTimeKey: 2.5]
/// ```
public let UNNotificationAttachmentOptionsThumbnailTimeKey =
  "UNNotificationAttachmentOptionsThumbnailTimeKey"
