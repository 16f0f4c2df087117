import DarkroomStrings

/// What a run's store screenshots are: the screens to show, in order, with the catalog keys
/// of their titles; the store sizes; and whether each is framed (a background, the title
/// and the screen inside a drawn device) or the bare screen.
///
/// A run carries it as ``RunMatrix/screenshots``, and `darkroom screenshots` makes it:
///
/// ```swift
/// RunMatrix("shop", screens: [RunScreen("home") { Home() }, RunScreen("cart") { Cart() }],
///           languages: ["en", "de", "ja", "ar"],
///           screenshots: ScreenshotPlan(
///             screens: [.init("home", title: "shots.home.title", keyword: "shots.home.keyword"),
///                       .init("cart", title: "shots.cart.title")],
///             sizes: [.iPhone69, .iPad13],
///             framing: .framed(.linear(top: .indigo, bottom: .purple)),
///             titles: try StringCatalogSet.load(from: URL(fileURLWithPath: "Screenshots.xcstrings"))))
/// ```
public struct ScreenshotPlan: Sendable {
  /// One screen of the set: the run's screen name and the keys its caption is looked up by.
  public struct Screen: Sendable, Equatable {
    public var name: String
    /// The key of the title in ``ScreenshotPlan/titles``; `nil` for no title.
    public var titleKey: String?
    /// The key of a short line above the title; `nil` for none.
    public var keywordKey: String?

    public init(_ name: String, title titleKey: String? = nil, keyword keywordKey: String? = nil) {
      self.name = name
      self.titleKey = titleKey
      self.keywordKey = keywordKey
    }
  }

  /// Whether the screenshots are the bare screen or composed in a device frame.
  public enum Framing: Sendable, Equatable {
    /// The screen alone, at the store size.
    case none
    /// The screen in a drawn device, on a background, under its title.
    case framed(ScreenshotBackground)
  }

  /// The screens, in the order the store shows them (1 to 10 per size and language).
  public var screens: [Screen]
  public var sizes: [StoreDisplaySize]
  public var framing: Framing
  /// The catalog the titles and keywords come from; `nil` takes the run's own.
  public var titles: StringCatalogSet?
  /// The table of the title keys; `Localizable` when `nil`.
  public var titleTable: String?
  /// The most lines a title may take.
  public var titleLines: Int
  /// The largest and smallest title size, in points on a 440 pt wide iPhone 6.9" screen
  /// (other sizes scale with their width). The largest that fits is used.
  public var titleSizes: ClosedRange<Double>
  /// Whether pseudo-languages (`en-XA`, `en-XL`, `ar-XB`) of the run are exported too.
  public var includesPseudoLanguages: Bool
  /// Whether the screens show the device's status bar as Apple's marketing images do: 9:41,
  /// full signal, Wi-Fi and battery, whatever the clock says.
  public var showsStatusBar: Bool
  /// How the run's languages name the folders: App Store Connect's codes by default
  /// (`en` → `en-US`), with a way to choose your own (``StoreLanguages``).
  public var storeLanguages: StoreLanguages

  public init(
    screens: [Screen], sizes: [StoreDisplaySize] = [.iPhone69, .iPad13], framing: Framing = .none,
    titles: StringCatalogSet? = nil, titleTable: String? = nil, titleLines: Int = 2,
    titleSizes: ClosedRange<Double> = 18...40, includesPseudoLanguages: Bool = false, showsStatusBar: Bool = true,
    storeLanguages: StoreLanguages = .appStoreConnect
  ) {
    self.storeLanguages = storeLanguages
    self.screens = screens
    self.sizes = sizes
    self.framing = framing
    self.titles = titles
    self.titleTable = titleTable
    self.titleLines = titleLines
    self.titleSizes = titleSizes
    self.includesPseudoLanguages = includesPseudoLanguages
    self.showsStatusBar = showsStatusBar
  }

  /// Whether the screenshots are framed.
  public var isFramed: Bool { framing != .none }

  /// Checks the values a person wrote.
  ///
  /// - Throws: ``ScreenshotError/invalidPlan(_:)`` saying which value to change.
  public func validate() throws(ScreenshotError) {
    guard !screens.isEmpty else { throw .invalidPlan("it has no screens; list at least one ScreenshotPlan.Screen") }
    guard screens.count <= 10 else {
      throw .invalidPlan("it has \(screens.count) screens; App Store Connect takes at most 10 per size and language")
    }
    guard !sizes.isEmpty else { throw .invalidPlan("it has no sizes; list at least one StoreDisplaySize") }
    guard (1...6).contains(titleLines) else { throw .invalidPlan("titleLines is \(titleLines); use 1 to 6") }
    guard titleSizes.lowerBound >= 6, titleSizes.upperBound <= 200, titleSizes.lowerBound.isFinite else {
      throw .invalidPlan("titleSizes is \(titleSizes); use points from 6 to 200")
    }
    var seen: Set<String> = []
    for screen in screens where !seen.insert(screen.name).inserted {
      throw .invalidPlan("the screen '\(screen.name)' is listed twice")
    }
    var sizeNames: Set<String> = []
    for size in sizes where !sizeNames.insert(size.name).inserted {
      throw .invalidPlan("the size '\(size.name)' is listed twice")
    }
  }

  /// The plan narrowed to the screens and sizes named, and framed or not: what
  /// `darkroom screenshots --screens … --sizes … --frame` asks for.
  ///
  /// ```swift
  /// let chosen = try plan.selecting(screens: ["home"], sizes: ["ipad-13"], framed: false)
  /// ```
  /// - Throws: ``ScreenshotError`` naming a screen or size that is not the plan's.
  public func selecting(screens names: [String]?, sizes sizeNames: [String]?, framed: Bool?) throws(ScreenshotError) -> ScreenshotPlan {
    var plan = self
    if let names {
      var chosen: [Screen] = []
      for name in names {
        guard let screen = screens.first(where: { $0.name == name }) else {
          throw .unknownScreen(name, valid: screens.map(\.name))
        }
        chosen.append(screen)
      }
      plan.screens = chosen
    }
    if let sizeNames {
      var chosen: [StoreDisplaySize] = []
      for name in sizeNames { chosen.append(try StoreDisplaySize(parsing: name)) }
      plan.sizes = chosen
    }
    switch (framed, framing) {
    case (true?, .none): plan.framing = .framed(.standard)
    case (false?, _): plan.framing = .none
    default: break
    }
    return plan
  }

  /// Whether `language` is one of the pseudo-languages.
  public static func isPseudoLanguage(_ language: String) -> Bool {
    LanguageTag(language).flatMap(PseudoLanguage.init(tag:)) != nil
  }
}
