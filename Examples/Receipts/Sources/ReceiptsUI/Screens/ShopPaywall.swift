import SwiftUI

/// The shop's subscription offer: three plans, the annual one recommended.
public struct ShopPaywall: View {
  struct Plan: Identifiable {
    let id: String
    let title: String
    let price: String
    let note: String
    var badge: String?
  }

  let plans = [
    Plan(id: "monthly", title: "Monthly", price: "$2.99", note: "Billed monthly"),
    Plan(id: "annual", title: "Annual", price: "$24.99", note: "Billed yearly, save 30%", badge: "RECOMMENDED"),
    Plan(id: "lifetime", title: "Lifetime", price: "$59.99", note: "One purchase"),
  ]
  @State private var selection = "annual"
  @Environment(\.locale) private var locale

  public init() {}

  public var body: some View {
    let t = ShopStrings(locale)
    return NavigationStack {
      VStack(spacing: 16) {
        VStack(spacing: 6) {
          Text(t.key("Receipts Plus")).font(.largeTitle.bold())
          Text(t.key("Every receipt, searchable, on every device."))
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
        }
        .padding(.top, 8)
        ForEach(plans) { plan in
          HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
              HStack(spacing: 8) {
                Text(t[plan.title]).font(.headline)
                if let badge = plan.badge {
                  Text(t[badge])
                    .font(.caption2.bold())
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(Color.accentColor))
                    .foregroundStyle(.white)
                }
              }
              Text(t[plan.note]).font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            Text(plan.price).font(.headline)
          }
          .padding()
          .background(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
              .strokeBorder(plan.id == selection ? Color.accentColor : Color(.separator), lineWidth: plan.id == selection ? 2 : 1))
        }
        Button {} label: {
          Text(t.key("Start Free Trial")).font(.headline).frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        Spacer()
        Text(t.key("Cancel anytime in Settings. Terms · Privacy"))
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .padding(.horizontal)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button(t.key("Close")) {} }
        ToolbarItem(placement: .primaryAction) { Button(t.key("Restore")) {} }
      }
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}
