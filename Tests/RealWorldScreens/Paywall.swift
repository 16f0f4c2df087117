import SwiftUI

struct Plan: Identifiable, Hashable {
  let id: String
  let title: String
  let price: String
  let detail: String
  var badge: String?
}

struct PlanRow: View {
  let plan: Plan
  let isSelected: Bool

  var body: some View {
    HStack {
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          Text(plan.title).font(.headline)
          if let badge = plan.badge {
            Text(badge)
              .font(.caption2.weight(.bold))
              .padding(.horizontal, 6)
              .padding(.vertical, 2)
              .background(Capsule().fill(Color.accentColor))
              .foregroundColor(.white)
          }
        }
        Text(plan.detail).font(.footnote).foregroundColor(.secondary)
      }
      Spacer()
      Text(plan.price).font(.headline)
    }
    .padding()
    .background(
      RoundedRectangle(cornerRadius: 14)
        .strokeBorder(isSelected ? Color.accentColor : Color(.separator), lineWidth: isSelected ? 2 : 1)
    )
  }
}

struct PaywallView: View {
  @State private var selected = "annual"
  let plans = [
    Plan(id: "monthly", title: "Monthly", price: "$4.99", detail: "Billed every month"),
    Plan(id: "annual", title: "Annual", price: "$39.99", detail: "Billed once a year", badge: "BEST VALUE"),
    Plan(id: "lifetime", title: "Lifetime", price: "$99.99", detail: "Pay once"),
  ]

  var body: some View {
    VStack(spacing: 20) {
      VStack(spacing: 8) {
        Image(systemName: "crown.fill").font(.system(size: 44)).foregroundStyle(.yellow)
        Text("Darkroom Pro").font(.largeTitle.bold())
        Text("Unlimited snapshots, every language.").foregroundStyle(.secondary)
      }
      VStack(spacing: 12) {
        ForEach(plans) { plan in
          PlanRow(plan: plan, isSelected: plan.id == selected)
        }
      }
      Button("Continue") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
      Text("Cancel anytime. Restore purchases in Settings.")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}
