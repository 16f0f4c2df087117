import DarkroomRuns
import ReceiptsUI

/// The shop's visual-regression run: four screens in four languages, light and dark (32
/// states), on the default iPhone. `darkroom run record` and `darkroom run verify` find it
/// by itself.
struct ShopRun: RunMatrixProvider {
  static var matrix: RunMatrix {
    RunMatrix(
      "shop",
      screens: [
        RunScreen("paywall") { ShopPaywall() },
        RunScreen("settings") { ShopSettings() },
        RunScreen("onboarding") { ShopOnboarding() },
        RunScreen("list") { ShopInbox() },
      ],
      languages: ["en", "ja", "de", "ar"],
      appearances: [.light, .dark])
  }
}
