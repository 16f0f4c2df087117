import DarkroomStrings
import Foundation
import Testing

// The view layer's hook, declared here as it is declared there, to show that the string set
// fits it with a one-line forwarding method.
private protocol ViewLayerStringSource: Sendable {
  func format(forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [ViewLayerArgument]) -> String?
}

private enum ViewLayerArgument: Sendable, Equatable {
  case integer(Int), double(Double), string(String), date(Date)
}

extension StringCatalogSet: ViewLayerStringSource {
  fileprivate func format(
    forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [ViewLayerArgument]
  ) -> String? {
    format(
      forKey: key, table: table, locale: locale,
      arguments: arguments.map { argument in
        switch argument {
        case .integer(let value): .integer(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .date(let value): .date(value)
        }
      })
  }
}

@Suite struct StringSourceShapeTests {
  @Test func theStringSetServesAViewLayersStringSource() throws {
    let source: any ViewLayerStringSource = try Fixtures.appStrings()
    let format = source.format(forKey: "%lld items", table: nil, bundle: nil, locale: Locale(identifier: "pl"), arguments: [.integer(5)])
    #expect(format == "%lld elementów")
    #expect(source.format(forKey: "Not a key", table: nil, bundle: nil, locale: Locale(identifier: "pl"), arguments: []) == nil)
  }

  @Test func formattingIsSafeFromManyTasksAtOnce() async throws {
    let strings = try Fixtures.appStrings()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let results = await withTaskGroup(of: String?.self) { group in
      for index in 0..<64 {
        group.addTask {
          let locale = Locale(identifier: ["de", "ar", "ja", "en"][index % 4])
          let count = try? strings.resolve(key: "%lld items", locale: locale, arguments: [.integer(index)]).text
          let when = try? StringFormatter(locale: locale).format("%@", [.date(date)])
          return count.flatMap { count in when.map { count + " " + $0 } }
        }
      }
      var all: [String?] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 64)
    #expect(results.allSatisfy { $0 != nil })
    #expect(results.contains("4 Artikel 14.11.23, 22:13"))
    #expect(results.contains("6 件 2023/11/14 22:13"))
  }
}
