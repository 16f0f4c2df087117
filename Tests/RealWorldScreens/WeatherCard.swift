import SwiftUI

struct WeatherCard: View {
  let city: String
  let temperature: Int
  let condition: String
  let high: Int
  let low: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(city).font(.title3.weight(.semibold))
      Text("\(temperature)°").font(.system(size: 56, weight: .thin))
      Spacer()
      Label(condition, systemImage: "cloud.sun.fill").font(.subheadline)
      Text("H:\(high)° L:\(low)°").font(.subheadline)
    }
    .foregroundColor(.white)
    .padding()
    .frame(width: 170, height: 170, alignment: .leading)
    .background(
      LinearGradient(colors: [Color(red: 0.2, green: 0.5, blue: 0.9), Color(red: 0.4, green: 0.7, blue: 1)],
                     startPoint: .top, endPoint: .bottom)
    )
    .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
  }
}
