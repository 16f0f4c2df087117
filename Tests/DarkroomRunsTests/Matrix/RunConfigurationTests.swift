import DarkroomRuns
import DarkroomRunsCore
import Foundation
import Testing

@MainActor @Suite struct RunConfigurationTests {
  func configuration(_ text: String) throws -> (RunConfiguration, String) {
    let path = NSTemporaryDirectory() + "darkroom-run-config-\(UUID().uuidString).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return (try RunConfiguration.read(from: path), path)
  }

  @Test func aConfigurationReplacesTheAxesItNames() throws {
    let (config, _) = try configuration("""
      {"matrix": "cards", "screens": ["label"], "appearances": ["dark"], "devices": ["iPhone SE (3rd generation)"],
       "textSizes": ["accessibility2"], "layoutDirections": ["rtl"]}
      """)
    #expect(config.matrix == "cards")
    let matrix = try config.apply(to: sampleMatrix())
    #expect(matrix.states.map(\.id) == [
      "label/en/dark/iPhone SE (3rd generation)/accessibility2/rtl", "label/ja/dark/iPhone SE (3rd generation)/accessibility2/rtl",
    ])
  }

  @Test func anEmptyListDropsAnAxis() throws {
    let (config, _) = try configuration(#"{"languages": []}"#)
    #expect(try config.apply(to: sampleMatrix()).states.map(\.id) == ["greeting/light", "greeting/dark", "label/light", "label/dark"])
  }

  @Test func unknownNamesAreErrorsNamingTheFileAndValue() throws {
    let (screens, path) = try configuration(#"{"screens": ["inbox"]}"#)
    #expect { try screens.apply(to: sampleMatrix()) } throws: {
      "\($0)" == "\(path): 'screens' has 'inbox', which is not one of greeting, label"
    }
    let (devices, _) = try configuration(#"{"devices": ["Pixel 8"]}"#)
    #expect { try devices.apply(to: sampleMatrix()) } throws: { "\($0)".contains("'devices' has 'Pixel 8'") }
    #expect { try self.configuration(#"{"langauges": ["en"]}"#) } throws: { "\($0)".contains("unknown key 'langauges'") }
    #expect { try self.configuration(#"{"languages": "en"}"#) } throws: { "\($0)".contains("must be a list of names") }
    #expect { try self.configuration(#"{"languages": ["en"#) } throws: { "\($0)".contains("is not valid JSON") }
    #expect { try RunConfiguration.read(from: "/nonexistent/run.json") } throws: {
      "\($0)".contains("cannot read the run configuration /nonexistent/run.json")
    }
  }
}
