import SwiftUI

struct RecipeDetail: View {
  let ingredients = ["2 cups flour", "1 cup sugar", "3 lemons", "4 eggs"]
  @State private var servings = 4

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Rectangle()
          .fill(Color.yellow.opacity(0.6))
          .frame(height: 200)
          .overlay(Image(systemName: "fork.knife").font(.system(size: 48)))
        VStack(alignment: .leading, spacing: 8) {
          Text("Lemon Cake").font(.largeTitle.bold())
          HStack(spacing: 16) {
            Label("45 min", systemImage: "clock")
            Label("Easy", systemImage: "chart.bar")
          }
          .font(.subheadline)
          .foregroundStyle(.secondary)
          Stepper("Servings: \(servings)", value: $servings, in: 1...12)
          Text("Ingredients").font(.title3.bold()).padding(.top)
          ForEach(ingredients, id: \.self) { item in
            Label(item, systemImage: "circle.fill").labelStyle(.titleAndIcon).font(.body)
          }
        }
        .padding(.horizontal)
      }
    }
    .ignoresSafeArea(edges: .top)
  }
}
