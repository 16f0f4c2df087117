@testable import DarkroomPreviewMacros
import Testing

/// `@Entry`'s expansion, message by message as the compiler asks for it.
@Suite struct EntryExpansionTests {
  @Test func aTypedVariableGetsAccessorsAndAKeyWithItsDefault() throws {
    let source = "@Entry var accentTint: Color = .orange"
    #expect(try EntryExpansion.accessors(of: source) == """
      {
        get { self[__Key_accentTint.self] }
        set { self[__Key_accentTint.self] = newValue }
      }
      """)
    #expect(try EntryExpansion.key(of: source, parent: "extension EnvironmentValues {\n\(source)\n}") == """
      private struct __Key_accentTint: EnvironmentKey {
        typealias Value = Color
        static var defaultValue: Value { .orange }
      }
      """)
  }

  @Test func modifiersAttributesAndGenericTypesAreRead() throws {
    let variable = try EntryExpansion.parse(
      "/// The tint.\n@MainActor @Entry public var `default`: [String: (Int) -> Bool] = [:]")
    #expect(variable == .init(name: "`default`", type: "[String: (Int) -> Bool]", initializer: "[:]"))
    #expect(variable.keyName == "__Key_default")
  }

  @Test func anOptionalWithoutADefaultDefaultsToNil() throws {
    #expect(try EntryExpansion.key(of: "@Entry var highlight: Color?", parent: nil).contains("static var defaultValue: Value { nil }"))
  }

  @Test func anUntypedVariableTakesItsDefaultsType() throws {
    #expect(try EntryExpansion.key(of: "@Entry var spacing = 8.0", parent: nil).contains("static let defaultValue = 8.0"))
  }

  @Test func missingDefaultsConstantsAndOtherContainersAreClearErrors() {
    #expect(throws: EntryMacroError.missingDefault("count")) { try EntryExpansion.key(of: "@Entry var count: Int", parent: nil) }
    #expect(throws: EntryMacroError.notAVariable) { try EntryExpansion.parse("@Entry let count = 1") }
    #expect(throws: EntryMacroError.focusedValueNotOptional("count")) {
      try EntryExpansion.key(of: "@Entry var count = 1", parent: "extension FocusedValues {}")
    }
    #expect(throws: EntryMacroError.unsupportedContainer) {
      try EntryExpansion.key(of: "@Entry var count = 1", parent: "extension MyEnvironmentValuesCache {}")
    }
    #expect(EntryExpansion.container(of: "@MainActor public extension SwiftUI.EnvironmentValues {}") == .environment)
    #expect(EntryMacroError.missingDefault("count").description.contains("needs a default value"))
  }

  @Test func thePluginAnswersBothRoles() {
    let request: [String: Any] = [
      "macro": ["moduleName": "DarkroomPreviewMacros", "typeName": "EntryMacro", "name": "Entry"],
      "declSyntax": ["source": "@Entry var tint: Color = .red", "location": ["fileName": "Theme.swift", "offset": 4]],
      "parentDeclSyntax": ["source": "extension EnvironmentValues {}"],
    ]
    var accessor = request
    accessor["macroRole"] = "accessor"
    var peer = request
    peer["macroRole"] = "peer"
    func expanded(_ request: [String: Any]) -> String? {
      let answer = PluginMessageLoop.respond(to: ["expandAttachedMacro": request])
      return (answer["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
    }
    #expect(expanded(accessor)?.contains("get { self[__Key_tint.self] }") == true)
    #expect(expanded(peer)?.hasPrefix("private struct __Key_tint: EnvironmentKey") == true)
    var previewable = request
    previewable["macro"] = ["moduleName": "DarkroomPreviewMacros", "typeName": "PreviewableMacro", "name": "Previewable"]
    #expect(expanded(previewable) == "")
    var focused = peer
    focused["parentDeclSyntax"] = nil
    focused["declSyntax"] = ["source": "@Entry var zoom: Double?", "location": ["fileName": "Theme.swift", "offset": 4]]
    focused["lexicalContext"] = [["kind": "declaration", "source": "extension FocusedValues {}"]]
    #expect(expanded(focused)?.hasPrefix("private struct __Key_zoom: FocusedValueKey") == true)
  }
}

/// `@Entry` in `FocusedValues`, as apps declare what menus and other scenes read.
@Suite struct EntryFocusedValueTests {
  @Test func aFocusedEntryKeysTheOptionalsWrappedType() throws {
    let parent = "extension FocusedValues {}"
    #expect(try EntryExpansion.key(of: "@Entry var selectedNote: Binding<Note>?", parent: parent) == """
      private struct __Key_selectedNote: FocusedValueKey {
        typealias Value = Binding<Note>
      }
      """)
    #expect(try EntryExpansion.key(of: "@Entry var zoom: Optional<Double>", parent: parent).contains("typealias Value = Double"))
    #expect(try EntryExpansion.accessors(of: "@Entry var zoom: Double?").contains("set { self[__Key_zoom.self] = newValue }"))
  }

  @Test func aFocusedEntryThatIsNotOptionalIsAClearError() {
    #expect(throws: EntryMacroError.focusedValueNotOptional("zoom")) {
      try EntryExpansion.key(of: "@Entry var zoom: Double", parent: "extension SwiftUI.FocusedValues {}")
    }
    #expect(EntryMacroError.focusedValueNotOptional("zoom").description.contains("@Entry var zoom: Value?"))
  }
}

/// `@Entry` with a closure for its default, as apps declare actions in the environment.
@Suite struct EntryClosureDefaultTests {
  @Test func aFunctionTypedEntryKeepsItsClosureDefault() throws {
    let key = try EntryExpansion.key(of: "@Entry var finishTeardown: () -> Void = {}", parent: nil)
    #expect(key.contains("typealias Value = () -> Void"))
    #expect(key.contains("static var defaultValue: Value { {} }"))
  }
}
