import DarkroomRuns
import Foundation
import ReceiptsUI

/// The shop's visual-regression run: four screens in four languages, light and dark (32
/// states), on the default iPhone, and one more state: the English light paywall as its
/// accessibility overlay (what VoiceOver reads, element by element). `darkroom run record`
/// and `darkroom run verify` find it by itself.
struct ShopRun: RunMatrixProvider {
  static var matrix: RunMatrix {
    var matrix = RunMatrix(
      "shop",
      screens: [
        RunScreen("paywall") { ShopPaywall() },
        RunScreen("settings") { ShopSettings() },
        RunScreen("onboarding") { ShopOnboarding() },
        RunScreen("list") { ShopInbox() },
      ],
      languages: ["en", "ja", "de", "ar"],
      appearances: [.light, .dark],
      accessibility: [.plain, .overlay])
    matrix.overlaidStates = ["paywall/en/light"]
    // `darkroom run verify` audits accessibility by default (`--audit report`); the
    // onboarding's faint footnote is a deliberate `contrast` finding for the demo.
    let tabBar = "the system tab bar keeps its labels at a fixed size and offers the large content viewer instead"
    let tabLabels = matrix.languages.flatMap { language in
      ["Receipts", "Messages", "Settings"].map { ShopStrings(Locale(identifier: language))[$0] }
    }
    matrix.audit = AccessibilityAudit(ignoring: Array(Set(tabLabels)).sorted().map { .element($0, because: tabBar) })
    return matrix
  }
}
