public import Foundation

/// An object that contributes to a notification's content, such as a messaging intent.
///
/// Apple asks apps not to adopt it; the framework's own types (and Intents types such as
/// `INSendMessageIntent`) do. It is here so that code calling
/// ``UNNotificationContent/updating(from:)`` compiles on Linux.
///
/// ```swift
/// final class StubProvider: NSObject, UNNotificationContentProviding {}
/// let updated = try content.updating(from: StubProvider())
/// ```
public protocol UNNotificationContentProviding: NSObjectProtocol {}
