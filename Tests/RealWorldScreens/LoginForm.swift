import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.headline)
      .foregroundColor(.white)
      .frame(maxWidth: .infinity)
      .padding()
      .background(Color.accentColor)
      .cornerRadius(12)
      .opacity(configuration.isPressed ? 0.8 : 1)
  }
}

struct LoginForm: View {
  @State private var email = ""
  @State private var password = ""
  @State private var remember = true

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Welcome back").font(.largeTitle).bold()
      Text("Sign in to continue").foregroundColor(.secondary)
      TextField("Email", text: $email)
        .textFieldStyle(.roundedBorder)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
      SecureField("Password", text: $password)
        .textFieldStyle(.roundedBorder)
      Toggle("Remember me", isOn: $remember)
      Button("Sign In") {}
        .buttonStyle(PrimaryButtonStyle())
      Button("Forgot password?") {}
        .font(.footnote)
        .frame(maxWidth: .infinity)
      Spacer()
    }
    .padding(24)
  }
}
