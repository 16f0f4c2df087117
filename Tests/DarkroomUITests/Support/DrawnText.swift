@testable import DarkroomViews
import Foundation

/// The strings of every text a view draws, in layout order, and the runs of the first.
struct DrawnText {
  let strings: [String]
  let runs: [ShapedText.Run]
  let firstString: String
  private let firstShaped: String

  init<V: View>(_ view: V, locale: String = "en_US", width: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues()) throws {
    var environment = environment
    environment.locale = Locale(identifier: locale)
    let probe = try LayoutProbe(view, width: width, environment: environment)
    var measurers: [TextMeasurer] = []
    func walk(_ node: LayoutNode) {
      if case .text(let measurer) = node.role { measurers.append(measurer) }
      node.children.forEach(walk)
    }
    walk(probe.root)
    strings = measurers.map { $0.text.string.replacingOccurrences(of: "\u{2028}", with: "\n") }
    runs = measurers.first?.text.runs ?? []
    firstString = strings.first ?? ""
    firstShaped = measurers.first?.text.string ?? ""
  }

  /// The characters of one run of the first text.
  func string(of run: ShapedText.Run) -> String {
    String(decoding: Array(firstShaped.utf8)[run.start..<run.end], as: UTF8.self)
  }
}
