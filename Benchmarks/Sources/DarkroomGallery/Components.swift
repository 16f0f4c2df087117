import DarkroomViews

/// One entry of the gallery: a name and a view built from the page's words.
struct Component: Sendable {
  let name: String
  let width: CGFloat
  private let build: @Sendable (Copy) -> Any

  init<V: View>(_ name: String, width: CGFloat = 360, @ViewBuilder make: @escaping @Sendable (Copy) -> V) {
    self.name = name
    self.width = width
    self.build = erase(make)
  }

  func make(_ copy: Copy) -> AnyView {
    AnyView(_fromValue: build(copy)) ?? AnyView(EmptyView())
  }
}

/// Keeps a view-making closure as one returning `Any`, so it holds no conformance of the view
/// type and can be shared between threads; ``Component/make(_:)`` finds the view again.
private func erase<V>(_ make: @escaping @Sendable (Copy) -> V) -> @Sendable (Copy) -> Any {
  { make($0) }
}

/// The components shown, each in every variant.
let components: [Component] = [
  Component("Status badges") { copy in
    HStack {
      Badge(title: copy.connected, color: .green)
      Badge(title: copy.offline, color: .red)
      Badge(title: "12", color: .blue)
    }
  },
  Component("Buttons") { copy in
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 16) {
        Button(copy.continueTitle) {}
        Button(copy.deleteTitle, role: .destructive) {}
        Button(copy.cancelTitle) {}.disabled(true)
      }
      Text(copy.continueTitle).font(.headline).foregroundStyle(.white)
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
        .background(.tint, in: RoundedRectangle(cornerRadius: 12))
    }
  },
  Component("Toggles") { copy in
    VStack {
      Toggle(copy.wifi, isOn: .constant(true))
      Toggle(copy.airplaneMode, isOn: .constant(false))
      Toggle(copy.airplaneMode, isOn: .constant(true)).tint(.orange)
    }
  },
  Component("List rows") { copy in
    VStack(spacing: 0) {
      Row(title: copy.inbox, detail: copy.inboxDetail, color: .blue)
      Divider().padding(.leading, 56)
      Row(title: copy.photos, detail: copy.photosDetail, color: .orange)
    }
  },
  Component("Card") { copy in
    VStack(alignment: .leading, spacing: 6) {
      Text(copy.cardTitle).font(.title2).bold()
      Text(copy.cardBody).font(.subheadline)
    }
    .foregroundStyle(.white)
    .padding()
    .frame(maxWidth: .infinity, minHeight: 140, alignment: .bottomLeading)
    .background(.linearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
    .clipShape(RoundedRectangle(cornerRadius: 16))
    .shadow(radius: 8, y: 4)
    .padding(8)
  },
  Component("Type scale") { _ in
    VStack(alignment: .leading, spacing: 2) {
      Text("Large Title").font(.largeTitle)
      Text("Title").font(.title)
      Text("Headline").font(.headline)
      Text("Body").font(.body)
      Text("Footnote").font(.footnote).foregroundStyle(.secondary)
      Text("Caption").font(.caption).foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  },
  Component("Paragraph") { copy in
    VStack(alignment: .leading, spacing: 10) {
      Text(copy.paragraph)
      Text(copy.paragraph).lineLimit(1).foregroundStyle(.secondary)
      Text("日本語のテキストも正しく折り返されます。漢字とかなの混在。")
    }
  },
  Component("Shapes") { _ in
    HStack(spacing: 12) {
      Circle().fill(.red).frame(width: 44, height: 44)
      RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 44, height: 44)
      Capsule().stroke(.green, lineWidth: 3).frame(width: 70, height: 44)
      Ellipse().fill(.purple.opacity(0.7)).frame(width: 60, height: 36)
      Rectangle().fill(.orange).frame(width: 30, height: 44).shadow(radius: 4, y: 2)
    }
  },
]

private nonisolated struct Badge: View {
  let title: String
  let color: Color

  var body: some View {
    Text(title)
      .font(.subheadline.weight(.semibold))
      .padding(.horizontal, 12)
      .padding(.vertical, 6)
      .background(color)
      .foregroundStyle(.white)
      .clipShape(Capsule())
  }
}

private nonisolated struct Row: View {
  let title: String
  let detail: String
  let color: Color

  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 8).fill(color).frame(width: 40, height: 40)
      VStack(alignment: .leading, spacing: 2) {
        Text(title).font(.headline)
        Text(detail).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
      }
      Spacer(minLength: 0)
      Text("›").font(.title2).foregroundStyle(.tertiary)
    }
    .padding(.vertical, 8)
  }
}
