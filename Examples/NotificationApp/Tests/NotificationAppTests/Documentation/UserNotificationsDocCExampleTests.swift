import FacsimileTesting
import Foundation
import Testing

@testable import NotificationApp

// The ```swift examples of FacsimileUserNotifications' DocC comments (the notification models,
// the center and its delegate, push payloads), as a user pastes them into a test: each example's
// lines appear here, line for line, between the lines that give it what it names.
// DocumentationSnippetTests fails if an example is not found here or elsewhere in the tests CI
// compiles.

final class ArticleCenterDelegate: NSObject, UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    // open the article named in response.notification.request.content.userInfo
    completionHandler()
  }
}

/// A center delegate that shows every foreground notification as a banner, in the list, with sound.
final class BannerListSoundDelegate: NSObject, UNUserNotificationCenterDelegate {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }
}

/// A center delegate written with completion handlers, routing what it receives.
final class CompletionCenterDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked
  Sendable
{
  private let lock = NSLock()
  private var routedStorage: [[AnyHashable: Any]] = []
  private var settingsShownStorage = 0
  var routed: [[AnyHashable: Any]] { lock.withLock { routedStorage } }
  var settingsShown: Int { lock.withLock { settingsShownStorage } }

  func route(_ userInfo: [AnyHashable: Any]) {
    lock.withLock { routedStorage.append(userInfo) }
  }

  func showNotificationSettings() {
    lock.withLock { settingsShownStorage += 1 }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    route(response.notification.request.content.userInfo)
    completionHandler()
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {
    showNotificationSettings()
  }
}

/// A center delegate written with `async` methods.
final class AsyncCenterDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var routedStorage: [[AnyHashable: Any]] = []
  var routed: [[AnyHashable: Any]] { lock.withLock { routedStorage } }

  func route(_ userInfo: [AnyHashable: Any]) async {
    lock.withLock { routedStorage.append(userInfo) }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    [.banner, .list]
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    await route(response.notification.request.content.userInfo)
  }
}

/// A push's own keys as a key-value codable type of the app's.
final class CampaignPush: KeyedObject, KeyedProperties {
  struct Keys: KeySet {
    let campaignID = Key("")
    static let layout = KeyLayout<Keys>()
  }
  let storage = Keys.storage()

  override class var keyTable: KeyTable { table }
  private static let table = KeyTable(\CampaignPush.storage) { CampaignPush() }
}

/// The app's refresh on a silent push.
@MainActor
final class RefreshingApp {
  private(set) var refreshes = 0
  func refresh() async { refreshes += 1 }
}

@Suite struct PushPayloadDocCTests {
  @Test func aPayloadsCustomKeysAreItsOwnKeys() throws {
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hi"}, "articleId": "1"}"#)
    #expect(payload.customKeys == ["articleId": "1"])
  }

  @Test func customKeysDecodeAsTheAppsType() throws {
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hi"}, "articleId": "1"}"#)
    struct ArticlePush: Decodable { let articleId: String; let campaign: String? }
    let push = try payload.decodeCustomKeys(as: ArticlePush.self)
    #expect(push.articleId == "1")
    #expect(push.campaign == nil)
  }

  @Test func customKeysFabricateAsTheAppsType() throws {
    let payload = try PushPayload(json: #"{"aps": {}, "campaignID": "spring"}"#)
    let campaign = try payload.fabricateCustomKeys(as: CampaignPush.self)  // a KeyedObject
    #expect(campaign.campaignID == "spring")
  }

  @Test func everyPayloadsCustomKeysAreValid() {
    struct ArticlePush: Decodable, Sendable { let articleId: String; let campaign: String? }
    expectValidFixtures(in: "Payloads", customKeys: .decoded(as: ArticlePush.self))
  }

  @Test func aPayloadsContent() throws {
    let content = try PushPayload(json: #"{"aps": {"alert": "Hello", "badge": 0}}"#).content()
    #expect(content.body == "Hello")
    #expect(content.badge?.intValue == 0)
  }

  @Test(.perTestSingletons) func aPayloadsNotificationIsPresented() throws {
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hello"}}"#)
    let delegate = BannerListSoundDelegate()
    let notification = try payload.notification(identifier: "apns-1")
    delegate.userNotificationCenter(.current(), willPresent: notification) { options in }
    #expect(notification.request.trigger is UNPushNotificationTrigger)
    #expect(notification.request.identifier == "apns-1")
  }

  @Test(.perTestSingletons) func aPayloadsResponseIsReceived() throws {
    let payload = PushPayload(["aps": ["alert": "Your order has shipped."], "orderId": 42])
    let delegate = CompletionCenterDelegate()
    let response = try payload.response()
    delegate.userNotificationCenter(.current(), didReceive: response, withCompletionHandler: {})
    #expect(delegate.routed.first?["orderId"] as? Int == 42)
  }

  @Test(.perTestSingletons) func aPayloadsReplyIsReceived() throws {
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hello"}, "threadId": "42"}"#)
    let delegate = CompletionCenterDelegate()
    let reply = try payload.textInputResponse(actionIdentifier: "REPLY", userText: "On my way")
    delegate.userNotificationCenter(.current(), didReceive: reply, withCompletionHandler: {})
    #expect(reply.userText == "On my way")
    #expect(delegate.routed.first?["threadId"] as? String == "42")
  }

  @Test(.perTestSingletons) func aPayloadIsTheTappedNotification() throws {
    let delegate = CompletionCenterDelegate()
    let payload = try PushPayload(json: """
      {"aps": {"alert": {"title": "Breaking", "body": "A new article is out."}, "badge": 1},
       "articleId": "1"}
      """)
    let response = try payload.response()
    delegate.userNotificationCenter(.current(), didReceive: response, withCompletionHandler: {})
    #expect(response.notification.request.content.title == "Breaking")
    #expect(response.notification.request.content.userInfo["articleId"] as? String == "1")
  }

  @Test func aFabricatedResponseIsDatedAsAPayloads() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
    #expect(response.notification.date == PushPayload.defaultDate)
  }

  @Test func aPayloadIsMadeFromADictionary() throws {
    let payload = PushPayload(["aps": ["alert": "Your order has shipped."], "orderId": 42])
    #expect(try payload.content().body == "Your order has shipped.")
  }

  @Test @MainActor func aSilentPushRefreshes() async throws {
    let app = RefreshingApp()
    let payload = try PushPayload(json: Data(#"{"aps": {"content-available": 1}}"#.utf8))
    if payload.isContentAvailable { await app.refresh() }
    #expect(app.refreshes == 1)
  }

  @Test func aPayloadIsReadFromJSON() throws {
    let payload = try PushPayload(json: #"{"aps": {"alert": "Hello"}}"#)
    let aps = payload.userInfo["aps"] as? [String: Any]
    let articleId = payload.userInfo["articleId"] as? String
    #expect(aps?["alert"] as? String == "Hello")
    #expect(articleId == nil)
  }

}

@Suite struct NotificationContentDocCTests {
  @Test func aContentIsWrittenAndRequested() {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    content.body = "A new article is out."
    content.sound = .default
    content.badge = 1
    content.userInfo = ["articleId": "1"]
    let request = UNNotificationRequest(identifier: "article-1", content: content, trigger: nil)
    #expect(request.content.title == "Breaking")
    #expect(request.content.badge == 1)
  }

  @Test func theRelevanceScoreIsClamped() {
    let content = UNMutableNotificationContent()
    content.relevanceScore = 5
    print(content.relevanceScore)  // 1.0
    #expect(content.relevanceScore == 1.0)
    let frozen = content.copy() as? UNNotificationContent
    print(frozen is UNMutableNotificationContent)  // false
    #expect(frozen != nil)
    #expect(!(frozen is UNMutableNotificationContent))
  }

  @Test func immutableContentCopiesAsItself() {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    content.userInfo = ["articleId": "1"]
    let frozen = content.copy() as? UNNotificationContent  // immutable, as on Apple platforms
    let editable = frozen?.mutableCopy() as? UNMutableNotificationContent
    print(frozen?.copy() as AnyObject === frozen)  // true: immutable content copies as itself
    #expect(frozen?.copy() as AnyObject === frozen)
    #expect(editable?.title == "Breaking")
  }

  @Test func blankContent() {
    let content = UNNotificationContent()
    print(content.title.isEmpty)  // true
    #expect(content.title.isEmpty)
    let request = UNNotificationRequest(identifier: "id", content: content, trigger: nil)
    print(request.content === content)  // true for immutable content
    #expect(request.content === content)
  }

  @Test func aDeliveredContentIsEdited() throws {
    let notification = try UNNotification.fabricate(
      content: UNNotificationContent(), identifier: "article-1")
    let editable = try #require(notification.request.content.mutableCopy()
      as? UNMutableNotificationContent)
    editable.title = "Edited"
    #expect(editable.title == "Edited")
    #expect(notification.request.content.title.isEmpty)
  }

  private func fromProvider(
    _ content: UNNotificationContent, _ provider: StubContentProvider
  ) throws -> UNNotificationContent {
    let updated = try content.updating(from: provider)
    return updated
  }

  @Test func contentIsUpdatedFromAProvider() throws {
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    let provider = StubContentProvider()
    #expect(try fromProvider(content, provider).title == "Breaking")
    final class StubProvider: NSObject, UNNotificationContentProviding {}
    let updated = try content.updating(from: StubProvider())
    #expect(updated.title == "Breaking")
  }

  @Test(.perTestSingletons) func aFabricatedNotificationIsPresented() throws {
    let delegate = BannerListSoundDelegate()
    let content = UNMutableNotificationContent()
    content.title = "Breaking"
    content.userInfo = ["articleId": "1"]
    let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
    delegate.userNotificationCenter(.current(), willPresent: notification) { options in }
    #expect(notification.request.content.title == "Breaking")
    #expect(notification.request.identifier == "article-1")
  }

  @Test func aRequestWithATrigger() throws {
    let content = UNMutableNotificationContent()
    content.title = "Stand up"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    let request = UNNotificationRequest(identifier: "stand-up", content: content, trigger: trigger)
    #expect(request.trigger?.repeats == true)
    let next = trigger.nextTriggerDate()
    #expect(next != nil)
  }

  @Test func anHourlyRequest() {
    let content = UNNotificationContent()
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    let request = UNNotificationRequest(identifier: "hourly", content: content, trigger: trigger)
    #expect(request.identifier == "hourly")
    #expect(trigger.timeInterval == 3600)
  }

  @Test func aTriggerRepeats() {
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
    print(trigger.repeats)  // true
    #expect(trigger.repeats)
  }

  @Test func aCalendarTrigger() throws {
    var nineAM = DateComponents()
    nineAM.hour = 9
    let trigger = UNCalendarNotificationTrigger(dateMatching: nineAM, repeats: true)
    try trigger.setValue(["hour": 9, "minute": 30], forKey: "dateComponents")
    #expect(trigger.dateComponents.minute == 30)
    let next = trigger.nextTriggerDate()
    #expect(next != nil)
  }

  @Test func aCalendarTriggerAtNineThirty() {
    let trigger = UNCalendarNotificationTrigger(
      dateMatching: DateComponents(hour: 9, minute: 30), repeats: true)
    #expect(trigger.dateComponents.hour == 9)
  }

  @Test func aPushTrigger() throws {
    let content = UNNotificationContent()
    let notification = try UNNotification.fabricate(
      content: content, trigger: InstanceHelper.create(UNPushNotificationTrigger.self))
    if notification.request.trigger is UNPushNotificationTrigger { /* remote */ }
    #expect(notification.request.trigger is UNPushNotificationTrigger)
  }
}

@Suite struct NotificationResponseDocCTests {
  @Test(.perTestSingletons) func aFabricatedResponseIsReceived() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: [
      "data": ["type": "OPEN_ARTICLE", "articleId": "1"]
    ])
    ArticleCenterDelegate().userNotificationCenter(
      .current(), didReceive: response, withCompletionHandler: {})
    let data = response.notification.request.content.userInfo["data"] as? [String: Any]
    #expect(data?["articleId"] as? String == "1")
  }

  @Test func aDismissedNotification() throws {
    let content = UNNotificationContent()
    let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
    let response = try UNNotificationResponse.fabricate(
      notification: notification, actionIdentifier: UNNotificationDismissActionIdentifier)
    var seen = false
    func markAsSeen() { seen = true }
    if response.actionIdentifier == UNNotificationDismissActionIdentifier { markAsSeen() }
    #expect(seen)
  }

  @Test func aTapOpensTheArticle() throws {
    let response = try UNNotificationResponse.fabricate(userInfo: ["type": "OPEN_ARTICLE"])

    let fromFixture = try InstanceHelper.create(UNNotificationResponse.self, properties: [
      "actionIdentifier": "OPEN",
      "notification": ["request": ["identifier": "article-1", "content": ["title": "Hi"]]],
    ])
    var opened = false
    func openArticle() { opened = true }
    if response.actionIdentifier == UNNotificationDefaultActionIdentifier { openArticle() }
    #expect(opened)
    #expect(fromFixture.notification.request.content.title == "Hi")
  }

  @Test func aReply() throws {
    let reply = try UNTextInputNotificationResponse.fabricate(userText: "On my way")
    print(reply.userText)  // On my way
    #expect(reply.userText == "On my way")
  }

  @Test(.perTestSingletons) func aReplyIsReceived() throws {
    let delegate = CompletionCenterDelegate()
    let reply = try UNTextInputNotificationResponse.fabricate(
      userText: "On my way", userInfo: ["threadId": "42"], actionIdentifier: "REPLY")
    delegate.userNotificationCenter(.current(), didReceive: reply, withCompletionHandler: {})
    #expect(delegate.routed.first?["threadId"] as? String == "42")
  }
}

@Suite struct NotificationActionDocCTests {
  @Test(.perTestSingletons) func actionsAndCategories() async {
    let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
    let article = UNNotificationCategory(
      identifier: "ARTICLE", actions: [open], intentIdentifiers: [],
      options: [.customDismissAction])
    UNUserNotificationCenter.current().setNotificationCategories([article])
    #expect(category(open).actions.map(\.identifier) == ["OPEN"])
    let categories = await UNUserNotificationCenter.current().notificationCategories()
    #expect(categories.first?.options == [.customDismissAction])
  }

  @Test func destructiveActions() {
    let delete = UNNotificationAction(
      identifier: "DELETE", title: "Delete", options: [.destructive],
      icon: UNNotificationActionIcon(systemImageName: "trash"))
    #expect(delete.icon != nil)
    let icon = UNNotificationActionIcon(systemImageName: "trash")
    #expect(icon == delete.icon)
    let authenticated = authenticatedDelete()
    #expect(authenticated.options == [.destructive, .authenticationRequired])
  }

  private func authenticatedDelete() -> UNNotificationAction {
    let delete = UNNotificationAction(
      identifier: "DELETE", title: "Delete", options: [.destructive, .authenticationRequired])
    return delete
  }

  @Test func anIconNamed() {
    let icon = UNNotificationActionIcon(systemImageName: "trash")
    let delete = UNNotificationAction(
      identifier: "DELETE", title: "Delete", options: [.destructive], icon: icon)
    #expect(delete.icon === icon)
    #expect(templateIcon() != icon)
  }

  private func templateIcon() -> UNNotificationActionIcon {
    let icon = UNNotificationActionIcon(templateImageName: "reply")
    return icon
  }

  @Test func optionsFromRawValues() {
    let options = UNNotificationActionOptions(rawValue: 1 << 2)  // .foreground
    #expect(options == .foreground)
    #expect(categoryOptions() == .customDismissAction)
    #expect(presentationOptions() == .banner)
    #expect(authorizationOptions() == .alert)
  }

  private func categoryOptions() -> UNNotificationCategoryOptions {
    let options = UNNotificationCategoryOptions(rawValue: 1 << 0)  // .customDismissAction
    return options
  }

  private func presentationOptions() -> UNNotificationPresentationOptions {
    let options = UNNotificationPresentationOptions(rawValue: 1 << 4)  // .banner
    return options
  }

  private func authorizationOptions() -> UNAuthorizationOptions {
    let options = UNAuthorizationOptions(rawValue: 1 << 2)  // .alert
    return options
  }

  @Test func categories() {
    let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
    let category = UNNotificationCategory(
      identifier: "ARTICLE", actions: [open], intentIdentifiers: [])
    #expect(category.actions.first === open)
    #expect(customDismiss().options == [.customDismissAction])
    #expect(placeholder().hiddenPreviewsBodyPlaceholder == "New message")
    #expect(summary().categorySummaryFormat == "%u more messages")
  }

  private func category(_ open: UNNotificationAction) -> UNNotificationCategory {
    let category = UNNotificationCategory(
      identifier: "ARTICLE", actions: [open], intentIdentifiers: [])
    return category
  }

  private func customDismiss() -> UNNotificationCategory {
    let category = UNNotificationCategory(
      identifier: "ARTICLE", actions: [], intentIdentifiers: [], options: [.customDismissAction])
    return category
  }

  private func placeholder() -> UNNotificationCategory {
    let category = UNNotificationCategory(
      identifier: "MESSAGE", actions: [], intentIdentifiers: [],
      hiddenPreviewsBodyPlaceholder: "New message")
    return category
  }

  private func summary() -> UNNotificationCategory {
    let category = UNNotificationCategory(
      identifier: "MESSAGE", actions: [], intentIdentifiers: [],
      hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: "%u more messages")
    return category
  }

  @Test func textInputActions() {
    let reply = UNTextInputNotificationAction(
      identifier: "REPLY", title: "Reply", options: [],
      textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    #expect(reply.textInputButtonTitle == "Send")
    #expect(defaultOptionsReply().options == [])
    #expect(iconReply().icon != nil)
  }

  private func defaultOptionsReply() -> UNTextInputNotificationAction {
    let reply = UNTextInputNotificationAction(
      identifier: "REPLY", title: "Reply",
      textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    return reply
  }

  private func iconReply() -> UNTextInputNotificationAction {
    let reply = UNTextInputNotificationAction(
      identifier: "REPLY", title: "Reply", options: [],
      icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
      textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    return reply
  }
}

@Suite struct NotificationSoundDocCTests {
  @Test func aNamedSoundIsNotTheDefault() throws {
    let content = UNMutableNotificationContent()
    content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
    #expect(content.sound != .default)  // key-wise equality
    #expect(try content.sound?.value(forKey: "toneFileName") as? String == "chime.caf")
  }

  @Test func soundsAndNames() throws {
    #expect(named() == UNNotificationSound(named: UNNotificationSoundName(rawValue: "chime.caf")))
    #expect(criticalDefault() != .default)
    #expect(critical() != criticalAtVolume())
    #expect(ringtone() != named())
    let name = UNNotificationSoundName(rawValue: "chime.caf")
    #expect(name == nameFromString())
    let content = try InstanceHelper.create(
      UNMutableNotificationContent.self, properties: ["sound": "chime.caf"])
    #expect(content.sound == named())
  }

  private func named() -> UNNotificationSound {
    let sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
    return sound
  }

  private func criticalDefault() -> UNNotificationSound {
    let sound = UNNotificationSound.defaultCriticalSound(withAudioVolume: 0.5)
    return sound
  }

  private func critical() -> UNNotificationSound {
    let sound = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("siren.caf"))
    return sound
  }

  private func criticalAtVolume() -> UNNotificationSound {
    let sound = UNNotificationSound.criticalSoundNamed(
      UNNotificationSoundName("siren.caf"), withAudioVolume: 0.8)
    return sound
  }

  private func ringtone() -> UNNotificationSound {
    let sound = UNNotificationSound.ringtoneSoundNamed(UNNotificationSoundName("ring.caf"))
    return sound
  }

  private func nameFromString() -> UNNotificationSoundName {
    let name = UNNotificationSoundName("chime.caf")
    return name
  }
}

@Suite struct NotificationSettingsDocCTests {
  @Test func enumsListTheirFixtureCases() {
    let names = UNAlertStyle.fixtureCases.map { String(describing: $0) }
    #expect(names.count == 3)
    #expect(statusNames().count == UNAuthorizationStatus.fixtureCases.count)
    #expect(settingNames().count == 3)
    #expect(previewNames().count == 3)
    #expect(levelNames().count == 4)
  }

  private func statusNames() -> [String] {
    let names = UNAuthorizationStatus.fixtureCases.map { String(describing: $0) }
    return names
  }

  private func settingNames() -> [String] {
    let names = UNNotificationSetting.fixtureCases.map { String(describing: $0) }
    return names
  }

  private func previewNames() -> [String] {
    let names = UNShowPreviewsSetting.fixtureCases.map { String(describing: $0) }
    return names
  }

  private func levelNames() -> [String] {
    let names = UNNotificationInterruptionLevel.fixtureCases.map { String(describing: $0) }
    return names
  }

  @Test func interruptionLevelsFromStrings() {
    print(UNNotificationInterruptionLevel.fixtureStrings ?? [])
    #expect(UNNotificationInterruptionLevel.fixtureStrings?.contains("time-sensitive") == true)
    let level = UNNotificationInterruptionLevel.fixtureValue(fromString: "time-sensitive")
    #expect(level == .timeSensitive)
  }

  @Test func settingsDecideWhatTheAppDoes() throws {
    let settings = try InstanceHelper.create(UNNotificationSettings.self, properties: [
      "alertStyle": UNAlertStyle.none.rawValue,
      "soundSetting": UNNotificationSetting.enabled.rawValue,
      "showPreviewsSetting": UNShowPreviewsSetting.never.rawValue,
    ])
    var banner = false
    var chime = false
    var generic = false
    func showInAppBanner() { banner = true }
    func playChime() { chime = true }
    func useGenericBody() { generic = true }
    if settings.alertStyle == .none { showInAppBanner() }
    if settings.soundSetting == .enabled { playChime() }
    if settings.showPreviewsSetting == .never { useGenericBody() }
    #expect(banner && chime && generic)
  }

  @Test(.perTestSingletons) func authorizedAppsSchedule() async throws {
    var scheduled = false
    func schedule() { scheduled = true }
    let granted = try await UNUserNotificationCenter.current()
      .requestAuthorization(options: [.alert, .sound, .badge])
    #expect(granted)
    await scheduleIfAuthorized(schedule)
    #expect(scheduled)
  }

  private func scheduleIfAuthorized(_ schedule: () -> Void) async {
    let settings = await UNUserNotificationCenter.current().notificationSettings()
    if settings.authorizationStatus == .authorized { schedule() }
  }

  @Test(.perTestSingletons) func aStubSettingsIsDenied() async throws {
    _ = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])
    #expect(await UNUserNotificationCenter.current().notificationSettings().authorizationStatus
      == .authorized)
    let settings = await UNUserNotificationCenter.current().notificationSettings()
    guard settings.authorizationStatus == .authorized else { return }

    let stub = try InstanceHelper.create(UNNotificationSettings.self, properties: [
      "authorizationStatus": UNAuthorizationStatus.denied.rawValue,
    ])
    #expect(stub.authorizationStatus == .denied)
  }

  private func attach(_ url: URL) throws {
    do {
      _ = try UNNotificationAttachment(identifier: "photo", url: url)
    } catch UNError.attachmentInvalidURL {
      // the file is missing
    }
  }

  @Test func errors() throws {
    let url = URL(fileURLWithPath: "/nonexistent/photo.jpg")
    #expect(throws: UNError.self) { try UNNotificationAttachment(identifier: "photo", url: url) }
    #expect(throws: Never.self) { try attach(url) }  // the catch takes the error
    let error = UNError(.notificationsNotAllowed)
    #expect(error.code == .notificationsNotAllowed)
  }
}

@Suite struct NotificationAttachmentDocCTests {
  static func photo() throws -> URL {
    let photoURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("docc-\(UUID().uuidString).jpg")
    try Data([0xFF, 0xD8, 0xFF]).write(to: photoURL)
    return photoURL
  }

  @Test func anAttachmentOfAFile() throws {
    let photoURL = try Self.photo()
    let attachment = try UNNotificationAttachment(identifier: "photo", url: photoURL)

    let stub = try InstanceHelper.create(UNNotificationAttachment.self, properties: [
      "identifier": "photo", "URL": "file:///tmp/photo.jpg", "type": "public.jpeg",
    ])
    #expect(attachment.identifier == "photo")
    #expect(stub.type == "public.jpeg")
  }

  @Test func anAttachmentsTypeComesFromItsExtension() throws {
    let photoURL = try Self.photo()
    let attachment = try UNNotificationAttachment(identifier: "", url: photoURL)
    print(attachment.type)  // public.jpeg
    #expect(attachment.type == "public.jpeg")
  }

  @Test func attachmentOptions() throws {
    let url = try Self.photo()
    let attachment = try UNNotificationAttachment(
      identifier: "photo", url: url,
      options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
    #expect(attachment.type == "public.jpeg")
    let options = [UNNotificationAttachmentOptionsThumbnailHiddenKey: true]
    #expect(options.count == 1)
    #expect(clipping().count == 1)
    #expect(time().count == 1)
  }

  private func clipping() -> [String: [String: Double]] {
    let rectDictionary = ["X": 0.0, "Y": 0.0, "Width": 0.5, "Height": 0.5]
    let options = [UNNotificationAttachmentOptionsThumbnailClippingRectKey: rectDictionary]
    return options
  }

  private func time() -> [String: Double] {
    let options = [UNNotificationAttachmentOptionsThumbnailTimeKey: 2.5]
    return options
  }
}

@Suite struct NotificationCenterDocCTests {
  @Test func aCenterThatIsRefused() async throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self, properties: [
      "authorizationGranted": false,
    ])
    let granted = try await center.requestAuthorization(options: [.alert, .sound])
    #expect(granted == false)
    #expect(await center.notificationSettings().authorizationStatus == .denied)
  }

  @Test(.perTestSingletons) @MainActor func theAppDelegateIsTheCentersDelegate() {
    let appDelegate = CenterAppDelegate()
    UNUserNotificationCenter.current().delegate = appDelegate
    #expect(UNUserNotificationCenter.current().delegate === appDelegate)
    let delegate = ArticleCenterDelegate()
    UNUserNotificationCenter.current().delegate = delegate
    #expect(UNUserNotificationCenter.current().delegate === delegate)
  }

  @Test func completionHandlers() async throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    center.requestAuthorization(options: [.alert, .badge]) { granted, error in
      print(granted)  // true unless the `authorizationGranted` key is false
    }
    await withCheckedContinuation { continuation in
      center.requestAuthorization(options: [.alert, .badge]) { granted, error in
        #expect(granted)
        continuation.resume()
      }
    }
    center.getNotificationSettings { settings in
      print(settings.authorizationStatus)
    }
    await withCheckedContinuation { continuation in
      center.getNotificationSettings { settings in
        #expect(settings.authorizationStatus == .authorized)
        continuation.resume()
      }
    }
    let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
    let articleCategory = UNNotificationCategory(
      identifier: "ARTICLE", actions: [open], intentIdentifiers: [])
    center.setNotificationCategories([articleCategory])
    await withCheckedContinuation { continuation in
      center.getNotificationCategories { categories in print(categories.count) }
      center.getNotificationCategories { categories in
        #expect(categories.count == 1)
        continuation.resume()
      }
    }
    let categories = await center.notificationCategories()
    #expect(categories.map(\.identifier) == ["ARTICLE"])
    let status = await center.notificationSettings().authorizationStatus
    #expect(status == .authorized)
  }

  @Test func requestsArePendingUntilRemoved() async throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    let granted = try await center.requestAuthorization(options: [.alert, .sound])
    #expect(granted)
    let content = UNMutableNotificationContent()
    content.title = "Stand up"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
    let request = UNNotificationRequest(identifier: "stand-up", content: content, trigger: trigger)
    center.add(request) { error in
      print(error as Any)  // nil, later, on the center's queue
    }
    await withCheckedContinuation { continuation in
      center.add(request) { error in
        #expect(error == nil)
        continuation.resume()
      }
    }
    try await center.add(request)
    await withCheckedContinuation { continuation in
      center.getPendingNotificationRequests { requests in print(requests.map(\.identifier)) }
      center.getPendingNotificationRequests { requests in
        #expect(requests.map(\.identifier) == ["stand-up"])
        continuation.resume()
      }
    }
    center.removePendingNotificationRequests(withIdentifiers: ["stand-up"])
    #expect(await center.pendingNotificationRequests().isEmpty)
  }

  @Test func deliveredNotifications() async throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    let content = UNNotificationContent()
    let notification = try UNNotification.fabricate(content: content, identifier: "article-1")
    center.deliver(notification)
    let delivered = await center.deliveredNotifications()
    #expect(delivered.map(\.request.identifier) == ["article-1"])
    await withCheckedContinuation { continuation in
      center.getDeliveredNotifications { notifications in print(notifications.count) }
      center.getDeliveredNotifications { notifications in
        #expect(notifications.count == 1)
        continuation.resume()
      }
    }
    center.removeDeliveredNotifications(withIdentifiers: ["article-1"])
    #expect(await center.deliveredNotifications().isEmpty)
    setBadge(of: center)
    #expect(try center.value(forKey: "badgeCount") as? Int == 3)
  }

  private func setBadge(of center: UNUserNotificationCenter) {
    center.setBadgeCount(3)
  }
}

@Suite struct NotificationCenterDelegateDocCTests {
  @Test func aCompletionHandlerDelegate() async throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    let delegate = CompletionCenterDelegate()
    let notification = try UNNotification.fabricate(
      content: UNNotificationContent(), identifier: "article-1")
    let response = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
    delegate.userNotificationCenter(center, willPresent: notification) { options in
      print(options)
    }
    var presented: UNNotificationPresentationOptions = []
    delegate.userNotificationCenter(center, willPresent: notification) { presented = $0 }
    #expect(presented == [.banner, .sound])
    delegate.userNotificationCenter(center, didReceive: response) { print("handled") }
    #expect(delegate.routed.first?["articleId"] as? String == "1")
    delegate.userNotificationCenter(center, openSettingsFor: nil)
    #expect(delegate.settingsShown == 1)
  }

  @Test func anAsyncDelegate() async throws {
    let center = try InstanceHelper.create(UNUserNotificationCenter.self)
    let delegate = AsyncCenterDelegate()
    let notification = try UNNotification.fabricate(
      content: UNNotificationContent(), identifier: "article-1")
    let response = try UNNotificationResponse.fabricate(userInfo: ["articleId": "1"])
    let options = await delegate.userNotificationCenter(center, willPresent: notification)
    #expect(options == [.banner, .list])
    await delegate.userNotificationCenter(center, didReceive: response)
    #expect(delegate.routed.first?["articleId"] as? String == "1")
  }
}

@Suite struct NotificationServiceExtensionDocCTests {
  final class NotificationService: UNNotificationServiceExtension {
    override func didReceive(
      _ request: UNNotificationRequest,
      withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
      let content = request.content.mutableCopy() as? UNMutableNotificationContent
      content?.title = "[Edited] " + request.content.title
      contentHandler(content ?? request.content)
    }
  }

  @Test @MainActor func theExtensionEditsTheTitle() throws {
    let service = NotificationService()
    let request = try PushPayload(json: #"{"aps": {"alert": {"title": "Hi"}}}"#)
      .notification(identifier: "apns-1").request
    var title: String?
    service.didReceive(request) { content in print(content.title) }
    service.didReceive(request) { content in title = content.title }
    #expect(title == "[Edited] Hi")
    service.serviceExtensionTimeWillExpire()
  }
}

/// A content provider of the app's own, as an intent is.
final class StubContentProvider: NSObject, UNNotificationContentProviding {}

/// An app delegate that is also the notification center's delegate.
final class CenterAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {}
