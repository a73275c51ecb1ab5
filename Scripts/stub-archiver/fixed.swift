private final class KeyedArchiver: NSCoder {
  override func decodeObject(forKey _: String) -> Any { "" }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
}

func run() throws {
  let notification = UNNotification(coder: KeyedArchiver())
  print("stub:", notification?.request.identifier == "" ? "works" : "fails")
  let content = UNMutableNotificationContent()
  content.title = "Real"
  let data = try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true)
  let back = try NSKeyedUnarchiver.unarchivedObject(ofClass: UNMutableNotificationContent.self, from: data)
  print("archive:", back?.title == "Real" ? "works" : "fails")
}
