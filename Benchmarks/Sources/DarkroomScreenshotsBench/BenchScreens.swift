import DarkroomUI

/// The main screen of a small budgeting app: a greeting, a balance and a call to action.
struct BenchMainScreen: View {
  var body: some View {
    VStack(spacing: 24) {
      Spacer()
      Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 18).frame(width: 96, height: 96)
      Text("bench.main.heading").font(.largeTitle).bold().multilineTextAlignment(.center)
      Text("bench.main.body").font(.body).foregroundColor(.secondary).multilineTextAlignment(.center)
      Spacer()
      Text("bench.main.button")
        .font(.headline).foregroundColor(.white)
        .frame(maxWidth: .infinity).padding()
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.blue))
    }
    .padding(24)
  }
}

/// A list of twelve expenses with amounts.
struct BenchListScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("bench.list.heading").font(.largeTitle).bold().padding([.horizontal, .top])
      ForEach(0..<12, id: \.self) { index in
        HStack(spacing: 12) {
          RoundedRectangle(cornerRadius: 8).fill(Color(hue: Double(index) / 12, saturation: 0.6, brightness: 0.9))
            .frame(width: 36, height: 36)
          VStack(alignment: .leading, spacing: 2) {
            Text("bench.list.row \(index + 1)").font(.body)
            Text(verbatim: "12.\(index + 1).2025").font(.caption).foregroundColor(.secondary)
          }
          Spacer()
          Text(verbatim: "\(index * 7 + 3),99").font(.body.monospacedDigit())
        }
        .padding(.horizontal).padding(.vertical, 8)
        Divider().padding(.leading, 64)
      }
      Spacer()
    }
  }
}

/// A settings form: toggles and values in grouped sections.
struct BenchSettingsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("bench.settings.heading").font(.largeTitle).bold()
      section(["bench.settings.notifications", "bench.settings.sync"], toggles: true)
      section(["bench.settings.currency", "bench.settings.language", "bench.settings.privacy"], toggles: false)
      Spacer()
    }
    .padding()
    .background(Color(white: 0.95))
  }

  private func section(_ keys: [LocalizedStringKey], toggles: Bool) -> some View {
    VStack(spacing: 0) {
      ForEach(0..<keys.count, id: \.self) { index in
        HStack {
          Text(keys[index])
          Spacer()
          if toggles {
            Capsule().fill(Color.green).frame(width: 51, height: 31)
              .overlay(alignment: .trailing) { Circle().fill(Color.white).padding(2) }
          } else {
            Text(verbatim: "›").foregroundColor(.secondary)
          }
        }
        .padding(12)
        if index < keys.count - 1 { Divider().padding(.leading, 12) }
      }
    }
    .background(RoundedRectangle(cornerRadius: 10).fill(Color.white))
  }
}
