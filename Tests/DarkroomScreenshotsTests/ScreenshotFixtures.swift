import DarkroomScreenshots
import DarkroomStrings
import DarkroomUI
import Foundation

/// A small app screen: a heading that reads the catalog, a list of rows and a button.
struct SampleScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("screen.heading").font(.largeTitle).bold()
      ForEach(0..<4, id: \.self) { index in
        HStack {
          Circle().fill(Color.blue).frame(width: 24, height: 24)
          Text(verbatim: "Row \(index + 1)")
          Spacer()
        }
      }
      Spacer()
      Text("screen.button").frame(maxWidth: .infinity).padding().background(Color.blue).foregroundColor(.white)
    }
    .padding()
  }
}

/// The titles and the screen's strings in English, German, Japanese and Arabic, with a long
/// German title, as a String Catalog written to a temporary file and loaded from it.
enum SampleCatalog {
  static let values: [String: [String: String]] = [
    "screen.heading": ["en": "Budget", "de": "Budget", "ja": "予算", "ar": "الميزانية"],
    "screen.button": ["en": "Add expense", "de": "Ausgabe hinzufügen", "ja": "支出を追加", "ar": "أضف مصروفًا"],
    "shots.home.title": [
      "en": "See every expense at a glance",
      "de": "Behalten Sie sämtliche Haushaltsausgaben und Versicherungsbeiträge jederzeit im Blick",
      "ja": "すべての支出をひと目で確認して、毎月の予算管理をもっと簡単に",
      "ar": "تابع جميع نفقاتك ومدفوعات التأمين الشهرية في لمحة واحدة دون عناء",
    ],
    "shots.home.keyword": ["en": "Budgets", "de": "Haushaltsbuch", "ja": "家計簿", "ar": "الميزانية"],
    "shots.list.title": ["en": "Every account in one list", "de": "Alle Konten in einer Liste"],
  ]

  static func load() throws -> StringCatalogSet {
    var strings: [String: Any] = [:]
    for (key, languages) in values {
      var localizations: [String: Any] = [:]
      for (language, value) in languages {
        localizations[language] = ["stringUnit": ["state": "translated", "value": value]]
      }
      strings[key] = ["localizations": localizations]
    }
    let json = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-shots-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    try json.write(to: file)
    return try StringCatalogSet.load(from: file)
  }
}

/// A fresh output folder, removed by the caller.
struct OutputFolder {
  let path = NSTemporaryDirectory() + "darkroom-shots-\(UUID().uuidString)"
  func remove() { try? FileManager.default.removeItem(atPath: path) }
  func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }
}

let sampleScreens = [ScreenshotScreen("home") { SampleScreen() }, ScreenshotScreen("list") { SampleScreen() }]
