/// A shop receipt: what was bought, and the totals a customer sees.
public struct Receipt: Encodable, Sendable {
  public struct Line: Encodable, Sendable {
    public var item: String
    public var quantity: Int
    public var unitCents: Int

    public init(item: String, quantity: Int, unitCents: Int) {
      self.item = item
      self.quantity = quantity
      self.unitCents = unitCents
    }

    public var totalCents: Int { quantity * unitCents }
  }

  /// The sales tax applied to every receipt.
  public static let taxRate = 0.08

  public var number: Int
  public var customer: String
  public var lines: [Line]

  public init(number: Int, customer: String, lines: [Line]) {
    self.number = number
    self.customer = customer
    self.lines = lines
  }

  public var subtotalCents: Int { lines.reduce(0) { $0 + $1.totalCents } }
  public var taxCents: Int { Int((Double(subtotalCents) * Self.taxRate).rounded()) }
  public var totalCents: Int { subtotalCents + taxCents }

  /// The receipt as printed at the till.
  public var printed: String {
    var text = "Receipt #\(number)\nCustomer: \(customer)\n\n"
    for line in lines {
      text += "\(line.quantity) × \(line.item)".padding(toLength: 24) + money(line.totalCents) + "\n"
    }
    text += "\n" + "Subtotal".padding(toLength: 24) + money(subtotalCents) + "\n"
    text += "Tax".padding(toLength: 24) + money(taxCents) + "\n"
    text += "Total".padding(toLength: 24) + money(totalCents) + "\n"
    return text
  }

  private enum CodingKeys: String, CodingKey { case number, customer, lines, subtotalCents, taxCents, totalCents }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(customer, forKey: .customer)
    try container.encode(lines, forKey: .lines)
    try container.encode(subtotalCents, forKey: .subtotalCents)
    try container.encode(taxCents, forKey: .taxCents)
    try container.encode(totalCents, forKey: .totalCents)
  }
}

func money(_ cents: Int) -> String {
  let fraction = cents % 100
  return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }
}
