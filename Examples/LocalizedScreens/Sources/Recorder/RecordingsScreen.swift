import Foundation
import SwiftUI

/// The list of recordings: how many there are (a plural in every language), then one row per
/// recording with its title, date and length.
public struct RecordingsScreen: View {
  let count: Int
  /// Every row's date, so that each render shows the same one.
  let recordedOn = Date(timeIntervalSince1970: 1_704_789_000)

  public init(count: Int = 8) {
    self.count = count
  }

  public var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(1...max(count, 1), id: \.self) { index in
            HStack(spacing: 12) {
              Image(systemName: "doc.text")
                .font(.title2)
                .foregroundColor(.blue)
              VStack(alignment: .leading, spacing: 4) {
                Text("Item \(index)")
                  .font(.headline)
                Text(recordedOn.addingTimeInterval(Double(index) * -86_400), style: .date)
                  .font(.caption)
                  .foregroundColor(.secondary)
              }
              Spacer()
              Text(verbatim: "1:\(15 + index)")
                .font(.caption)
                .foregroundColor(.secondary)
            }
            .padding(.vertical, 4)
          }
        } header: {
          Text("\(count) recordings")
        }
      }
      .listStyle(.plain)
      .navigationTitle("Recordings")
    }
  }
}
