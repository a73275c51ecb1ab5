public import Foundation

/// An error from the notification framework, in the domain `UNErrorDomain`.
///
/// Catch it by code, as on Apple platforms:
///
/// ```swift
/// do {
///   _ = try UNNotificationAttachment(identifier: "photo", url: url)
/// } catch UNError.attachmentInvalidURL {
///   // the file is missing
/// }
/// ```
public struct UNError: CustomNSError, Hashable {
  /// What went wrong.
  public let code: Code
  private let nsError: NSError

  /// Creates an error with a code and an optional user-info dictionary.
  ///
  /// ```swift
  /// let error = UNError(.notificationsNotAllowed)
  /// ```
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - userInfo: Extra information, such as `NSLocalizedDescriptionKey`.
  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    self.nsError = NSError(domain: UNError.errorDomain, code: code.rawValue, userInfo: userInfo)
  }

  /// `"UNErrorDomain"`.
  public static var errorDomain: String { "UNErrorDomain" }

  /// The error's code as an integer, for `NSError` bridging.
  public var errorCode: Int { nsError.code }

  /// The error's user-info dictionary, for `NSError` bridging.
  public var errorUserInfo: [String: Any] { nsError.userInfo }

  /// Whether the two errors have the same code and user info.
  ///
  /// - Parameters:
  ///   - lhs: An error.
  ///   - rhs: Another error.
  /// - Returns: `true` if they are equal.
  public static func == (lhs: UNError, rhs: UNError) -> Bool {
    lhs.code == rhs.code
      && NSDictionary(dictionary: lhs.errorUserInfo).isEqual(to: rhs.errorUserInfo)
  }

  /// Hashes the error's code.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
  }
}

extension UNError {
  /// The codes of ``UNError``.
  public enum Code: Int, Sendable {
    /// The app is not allowed to post notifications.
    case notificationsNotAllowed = 1
    /// An attachment's URL is not a reachable file.
    case attachmentInvalidURL = 100
    /// An attachment's file type is not supported.
    case attachmentUnrecognizedType = 101
    /// An attachment's file is too large for its type.
    case attachmentInvalidFileSize = 102
    /// An attachment is not in the system's data store.
    case attachmentNotInDataStore = 103
    /// An attachment could not be moved into the system's data store.
    case attachmentMoveIntoDataStoreFailed = 104
    /// An attachment's file is corrupt.
    case attachmentCorrupt = 105
    /// A notification has no date on which it would fire.
    case notificationInvalidNoDate = 1400
    /// A notification has no content.
    case notificationInvalidNoContent = 1401
    /// The content-providing object is not allowed.
    case contentProvidingObjectNotAllowed = 1500
    /// The content-providing object is not valid.
    case contentProvidingInvalid = 1501
    /// The badge count is not valid.
    case badgeInputInvalid = 1600

    /// Whether `error` is a ``UNError`` with this code: what makes
    /// `catch UNError.attachmentInvalidURL` work.
    ///
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The thrown error.
    /// - Returns: `true` if the error has the code.
    public static func ~= (code: Code, error: any Error) -> Bool {
      (error as? UNError)?.code == code
    }
  }

  /// The app is not allowed to post notifications.
  public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
  /// An attachment's URL is not a reachable file.
  public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
  /// An attachment's file type is not supported.
  public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
  /// An attachment's file is too large for its type.
  public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
  /// An attachment is not in the system's data store.
  public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
  /// An attachment could not be moved into the system's data store.
  public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
  /// An attachment's file is corrupt.
  public static var attachmentCorrupt: Code { .attachmentCorrupt }
  /// A notification has no date on which it would fire.
  public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
  /// A notification has no content.
  public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
  /// The content-providing object is not allowed.
  public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
  /// The content-providing object is not valid.
  public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
  /// The badge count is not valid.
  public static var badgeInputInvalid: Code { .badgeInputInvalid }
}
