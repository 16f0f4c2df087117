import DarkroomUI
import DarkroomUIKit
import Foundation
import Testing

/// UIKit's appearance proxies, as apps set them in an `init()`: the settings are kept and
/// change nothing SwiftUI draws (developer.apple.com/documentation/uikit/uiappearance).
@MainActor @Suite struct UIAppearanceProxiesTests {
  private nonisolated struct Screen: View {
    var body: some View {
      NavigationStack {
        List { Text("Oat milk"); Text("Green tea") }.navigationTitle("Shopping")
      }
    }
  }

  @Test func eachClassHasOneProxyThatKeepsItsSettings() {
    UITableView.appearance().separatorStyle = .none
    #expect(UITableView.appearance().separatorStyle == .none)
    #expect(UITableView.appearance() === UITableView.appearance())
    #expect(UINavigationBar.appearance() !== UITabBar.appearance())
    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 30)]
    #expect(UINavigationBar.appearance().largeTitleTextAttributes?[.foregroundColor] is UIColor)
    let bar = UINavigationBarAppearance()
    bar.configureWithTransparentBackground()
    UINavigationBar.appearance().standardAppearance = bar
    #expect(UINavigationBar.appearance().standardAppearance.shadowColor == .clear)
    UITableView.appearance().separatorStyle = .singleLine
  }

  @Test func settingsOnTheProxiesChangeNoPixels() throws {
    let before = try ImageRenderer(content: Screen()).render()
    UITableView.appearance().backgroundColor = .red
    UITableViewCell.appearance().backgroundColor = .blue
    UITabBar.appearance().unselectedItemTintColor = .green
    UIPageControl.appearance().currentPageIndicatorTintColor = .systemOrange
    let after = try ImageRenderer(content: Screen()).render()
    UITableView.appearance().backgroundColor = nil
    UITableViewCell.appearance().backgroundColor = nil
    #expect(before == after)
  }
}
