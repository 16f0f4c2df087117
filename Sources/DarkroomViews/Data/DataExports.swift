// As `import SwiftUI` does on Apple's systems, `import DarkroomUI` brings `ObservableObject`
// and `@Published` (Combine) and `@Observable` (Observation) to view files.
@_exported import Combine
@_exported import Observation
