import DarkroomUI
import Testing

@Observable private final class Profile {
  var name: String
  var isPublic: Bool

  init(name: String = "Ada", isPublic: Bool = true) {
    self.name = name
    self.isPublic = isPublic
  }
}

@Observable private final class Theme {
  var accentName = "Blue"
}

private final class LegacySession: ObservableObject {
  @Published var signedIn = true
}

/// A form that edits the environment's profile through bindings made inside its body.
private nonisolated struct ProfileForm: View {
  @Environment(Profile.self) private var profile

  var body: some View {
    @Bindable var profile = profile
    VStack(alignment: .leading) {
      TextField("Name", text: $profile.name)
      Toggle("Public profile", isOn: $profile.isPublic)
    }
  }
}

/// A row that is handed the model and edits it.
private nonisolated struct VisibilityRow: View {
  @Bindable var profile: Profile
  var body: some View {
    Toggle(profile.name, isOn: $profile.isPublic)
  }
}

/// Reads a model that may or may not be there.
private nonisolated struct ThemeLabel: View {
  @Environment(Theme.self) private var theme: Theme?
  var body: some View { Text("Accent: \(theme?.accentName ?? "default")") }
}

/// A screen that owns its model in `@State`, shares it through the environment and hands
/// it down, next to an `ObservableObject` read the older way.
private nonisolated struct ProfileSettingsScreen: View {
  @State private var profile = Profile(name: "Grace", isPublic: false)
  @StateObject private var session = LegacySession()

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(session.signedIn ? "Signed in" : "Signed out")
      ProfileForm()
      VisibilityRow(profile: profile)
      ThemeLabel()
    }
    .padding()
    .environment(profile)
  }
}

/// Observation as apps use it: `@Observable` models in `@State`, the environment and
/// `@Bindable`, beside `ObservableObject` (developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
@Suite struct ObservationTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try ImageRenderer(content: view).layoutDescription()
  }

  @Test func aScreenOwningAnObservableModelRendersItsValues() throws {
    let text = try layout(ProfileSettingsScreen())
    #expect(text.contains("Signed in"))
    #expect(text.contains("\"Grace\""))
    #expect(text.contains("Switch off"))
    #expect(!text.contains("Switch on"))
    #expect(text.contains("Text \"Accent: default\""))
    #expect(try ImageRenderer(content: ProfileSettingsScreen()).render().width > 0)
  }

  @Test func bindingsMadeInsideABodyEditTheEnvironmentsModel() throws {
    let profile = Profile(name: "Ada", isPublic: true)
    #expect(try layout(ProfileForm().environment(profile)).contains("Switch on"))
    let bindable = Bindable(profile)
    bindable.name.wrappedValue = "Katherine"
    bindable.isPublic.wrappedValue = false
    #expect(profile.name == "Katherine")
    let text = try layout(ProfileForm().environment(profile))
    #expect(text.contains("\"Katherine\""))
    #expect(text.contains("Switch off"))
  }

  @Test func aStateHoldingAModelGivesBindingsToItsProperties() {
    let state = State(wrappedValue: Profile())
    state.projectedValue.name.wrappedValue = "Hedy"
    #expect(state.wrappedValue.name == "Hedy")
    #expect(Bindable(state.wrappedValue).isPublic.wrappedValue)
  }

  @Test func theOptionalFormReadsAModelWhenOneIsProvided() throws {
    let theme = Theme()
    theme.accentName = "Orange"
    #expect(try layout(ThemeLabel().environment(theme)).contains("Text \"Accent: Orange\""))
    #expect(try layout(ThemeLabel().environment(theme).environment(nil as Theme?)).contains("Accent: Orange"))
  }

  @Test func aMissingModelIsAnErrorNamingItsType() {
    let error = #expect(throws: MissingModelError.self) {
      try ImageRenderer(content: VStack { ProfileForm() }.padding()).render()
    }
    #expect(error?.viewType == "ProfileForm")
    #expect(error?.modelType == "Profile")
    #expect(error?.description.contains("@Environment(Profile.self)") == true)
  }
}
