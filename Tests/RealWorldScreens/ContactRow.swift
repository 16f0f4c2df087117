import SwiftUI
import UIKit

struct Contact: Identifiable {
  let id: Int
  let name: String
  let role: String
  let isFavorite: Bool
}

struct ContactRow: View {
  let contact: Contact

  var body: some View {
    HStack(spacing: 12) {
      Text(contact.name.split(separator: " ").compactMap(\.first).map(String.init).joined())
        .font(.headline)
        .foregroundColor(.white)
        .frame(width: 40, height: 40)
        .background(Circle().fill(Color(uiColor: .systemIndigo)))
      VStack(alignment: .leading) {
        Text(contact.name).font(.body)
        Text(contact.role).font(.caption).foregroundColor(Color(UIColor.secondaryLabel))
      }
      Spacer()
      if contact.isFavorite {
        Image(systemName: "star.fill").foregroundColor(.yellow)
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }
}

struct ContactsScreen: View {
  let contacts = [
    Contact(id: 1, name: "Blob Senior", role: "Founder", isFavorite: true),
    Contact(id: 2, name: "Blob Junior", role: "Engineer", isFavorite: false),
  ]
  var body: some View {
    NavigationView {
      List(contacts) { ContactRow(contact: $0) }
        .navigationBarTitle("Contacts")
    }
  }
}
