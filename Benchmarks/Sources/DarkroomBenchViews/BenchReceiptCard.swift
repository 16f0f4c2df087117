import DarkroomViews

/// The example's receipt card (Examples/Receipts, `ReceiptCard`) with its receipt, copied
/// here so that the benchmarks can render it without depending on the example package.
/// At `.fixed(width: 360, height: 390)` and 2x it is 720 × 780 pixels.
///
/// ```swift
/// assertSnapshot(of: BenchReceiptCard(), as: .image(layout: .fixed(width: 360, height: 390)))
/// ```
public struct BenchReceiptCard: View {
  /// One line of the receipt.
  struct Line {
    var item: String
    var quantity: Int
    var unitCents: Int
    var totalCents: Int { quantity * unitCents }
  }

  let number: Int
  let customer: String
  let lines: [Line]
  let taxRate: Double
  @Environment(\.colorScheme) private var colorScheme

  /// The example's Tuesday receipt; another `taxRate` changes the tax and total lines.
  public init(taxRate: Double = 0.08) {
    number = 42
    customer = "Blob"
    lines = [
      Line(item: "Green tea", quantity: 2, unitCents: 350),
      Line(item: "Lemon cake", quantity: 1, unitCents: 425),
      Line(item: "Oat milk", quantity: 1, unitCents: 199),
    ]
    self.taxRate = taxRate
  }

  var subtotalCents: Int { lines.reduce(0) { $0 + $1.totalCents } }
  var taxCents: Int { Int((Double(subtotalCents) * taxRate).rounded()) }
  var totalCents: Int { subtotalCents + taxCents }

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        VStack(alignment: .leading, spacing: 2) {
          Text("Receipt #\(number)")
            .font(.headline)
          Text(customer)
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        Spacer()
        Text("Paid")
          .font(.caption.bold())
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(Color.green.opacity(0.2))
          .foregroundStyle(.green)
          .clipShape(Capsule())
      }
      Divider()
      ForEach(lines, id: \.item) { line in
        HStack {
          Text("\(line.quantity) × \(line.item)")
          Spacer()
          Text(Self.money(line.totalCents))
            .foregroundStyle(.secondary)
        }
        .font(.body)
      }
      Divider()
      row("Subtotal", subtotalCents)
      row("Tax", taxCents)
      HStack {
        Text("Total").bold()
        Spacer()
        Text(Self.money(totalCents)).bold()
      }
      .font(.title3)
    }
    .padding()
    .background(
      RoundedRectangle(cornerRadius: 16, style: .continuous)
        .fill(colorScheme == .dark ? Color(white: 0.11) : Color(white: 0.96)))
    .padding()
  }

  private func row(_ title: String, _ cents: Int) -> some View {
    HStack {
      Text(title)
      Spacer()
      Text(Self.money(cents))
    }
    .font(.subheadline)
    .foregroundStyle(.secondary)
  }

  static func money(_ cents: Int) -> String {
    let fraction = cents % 100
    return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
