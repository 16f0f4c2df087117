// The `#Preview` macro's compiler plugin: the compiler starts it and sends it each use of
// the macro to expand.
PluginMessageLoop.run()
