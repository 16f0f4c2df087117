import DarkroomViews

/// A full iPhone screen of about forty views: a title, a search field, a gradient card with
/// a shadow, rows with images, text and badges, toggles, and a tab bar.
public struct BenchScreen: View {
  let avatar: Bitmap
  /// Added to every text, so that a render with a new salt shapes all its text afresh.
  var salt = ""

  /// The screen with `avatar` in its rows; `salt` is added to every text.
  ///
  /// ```swift
  /// let screen = BenchScreen(avatar: BenchScreen.sampleAvatar)
  /// ```
  public init(avatar: Bitmap, salt: String = "") {
    self.avatar = avatar
    self.salt = salt
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack {
        Text("Library" + salt).font(.largeTitle).bold()
        Spacer()
        Image(bitmap: avatar).resizable().frame(width: 36, height: 36).clipShape(Circle())
      }
      HStack {
        Circle().stroke(.secondary, lineWidth: 2).frame(width: 14, height: 14)
        Text("Search photos, places, people" + salt).foregroundStyle(.secondary)
        Spacer()
      }
      .padding(10)
      .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
      VStack(alignment: .leading, spacing: 6) {
        Text("Weekend in Kyoto" + salt).font(.title2).bold()
        Text("42 photos · 京都 · 3 videos 🎥" + salt).font(.subheadline)
      }
      .foregroundStyle(.white)
      .padding()
      .frame(maxWidth: .infinity, minHeight: 120, alignment: .bottomLeading)
      .background(.linearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
      .clipShape(RoundedRectangle(cornerRadius: 16))
      .shadow(radius: 8, y: 4)
      ForEach(BenchScreen.rows, id: \.title) { row in
        HStack(spacing: 12) {
          Image(bitmap: avatar).resizable().frame(width: 44, height: 44).cornerRadius(8)
          VStack(alignment: .leading, spacing: 2) {
            Text(row.title + salt).font(.headline)
            Text(row.subtitle + salt).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
          }
          Spacer()
          Text(row.badge + salt).font(.caption).padding(.horizontal, 8).padding(.vertical, 3)
            .background(.blue).foregroundStyle(.white).clipShape(Capsule())
        }
      }
      Divider()
      Toggle("Back up over cellular" + salt, isOn: .constant(true))
      Toggle("Optimise storage" + salt, isOn: .constant(false))
      Spacer()
      HStack {
        ForEach(["Library", "For You", "Albums", "Search"], id: \.self) { tab in
          VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 5).fill(tab == "Library" ? Color.blue : Color.gray).frame(width: 24, height: 24)
            Text(tab + salt).font(.caption2).foregroundStyle(tab == "Library" ? Color.blue : Color.gray)
          }
          .frame(maxWidth: .infinity)
        }
      }
    }
    .padding(.horizontal)
    .padding(.top, 59)
    .padding(.bottom, 34)
  }

  struct Row {
    let title: String
    let subtitle: String
    let badge: String
  }

  static let rows = [
    Row(title: "Recents", subtitle: "1,204 photos and videos from the last month", badge: "New"),
    Row(title: "Favourites", subtitle: "Everything you marked with a heart ❤️", badge: "86"),
    Row(title: "مرحبا", subtitle: "نص عربي من اليمين إلى اليسار", badge: "12"),
    Row(title: "旅行", subtitle: "日本語の説明文がここに入ります", badge: "3"),
  ]

  /// A 64 × 64 gradient image made in code.
  public static let sampleAvatar: Bitmap = {
    var bitmap = Bitmap(width: 64, height: 64, scale: 2)
    for y in 0..<64 {
      for x in 0..<64 {
        bitmap[x, y] = Pixel(red: UInt8(x * 4), green: UInt8(y * 4), blue: 180)
      }
    }
    return bitmap
  }()
}
