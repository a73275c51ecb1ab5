/// The command's bundled example: the push a news app gets when a reader taps an article alert.
enum Example {
  static var openArticle: [String: Any] {
    [
      "actionIdentifier": "OPEN_ARTICLE",
      "notification": [
        "date": "2026-11-21T08:30:00Z",
        "request": [
          "identifier": "article-1842",
          "content": [
            "title": "Morning briefing",
            "body": "Five things to know today",
            "badge": 3,
            "categoryIdentifier": "ARTICLE",
            "threadIdentifier": "briefings",
            "userInfo": [
              "aps": ["alert": ["title": "Morning briefing"], "badge": 3],
              "articleId": "1842",
              "section": "news",
            ],
          ],
        ],
      ],
    ]
  }
}
