import Foundation
import Testing
import UniformTypeIdentifiers

@Suite struct UTTypeConformance {
  @Test func aPNGIsAnImageAndDataButNotText() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(!UTType.png.conforms(to: .text))
  }

  @Test func swiftSourceDescendsThroughPlainText() {
    #expect(UTType.swiftSource.conforms(to: .sourceCode))
    #expect(UTType.swiftSource.conforms(to: .plainText))
    #expect(UTType.swiftSource.isSubtype(of: .text))
    #expect(UTType.text.isSupertype(of: .swiftSource))
    #expect(!UTType.text.isSubtype(of: .text))
  }

  @Test func supertypesLeaveTheTypeItselfOut() {
    let supertypes = UTType.json.supertypes
    #expect(supertypes.contains(.text))
    #expect(supertypes.contains(.data))
    #expect(!supertypes.contains(.json))
  }
}

@Suite struct UTTypeLookUp {
  @Test func filenameExtensionsFindTheirTypeInAnyCase() {
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
    #expect(UTType(filenameExtension: "no-such-extension") == nil)
  }

  @Test func aLookUpRespectsTheSupertypeAsked() {
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    #expect(UTType(mimeType: "application/pdf") == .pdf)
  }

  @Test func preferredTagsComeFromTheDeclaration() {
    #expect(UTType.pdf.preferredFilenameExtension == "pdf")
    #expect(UTType.pdf.preferredMIMEType == "application/pdf")
    #expect(UTType.item.preferredFilenameExtension == nil)
    #expect(UTType.png.tags[.filenameExtension] == ["png"])
  }

  @Test func identifiersOfStandardTypesAreKnownAndOthersAreNot() {
    #expect(UTType("public.jpeg") == .jpeg)
    #expect(UTType("com.example.never-declared") == nil)
  }
}

@Suite struct UTTypeDeclaredByApp {
  @Test func anExportedTypeConformsToItsParentAndCanBeFoundAgain() {
    let recipe = UTType(exportedAs: "com.example.tests.recipe", conformingTo: .json)
    #expect(recipe.conforms(to: .json))
    #expect(recipe.conforms(to: .text))
    #expect(UTType("com.example.tests.recipe") == recipe)
    #expect(!recipe.isSystemDeclared)
  }

  @Test func aTypeRoundTripsThroughJSON() throws {
    let data = try JSONEncoder().encode([UTType.png, .plainText])
    #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.plain-text"]"#)
    #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .plainText])
  }

  @Test func decodingAnUndeclaredIdentifierNamesIt() {
    let data = Data(#"["com.example.tests.undeclared"]"#.utf8)
    #expect {
      try JSONDecoder().decode([UTType].self, from: data)
    } throws: { error in
      "\(error)".contains("com.example.tests.undeclared")
    }
  }
}
