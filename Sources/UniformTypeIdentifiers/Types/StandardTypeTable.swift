/// The system-declared types, their parents, filename extensions and MIME types, as Apple's
/// documentation of `UTType`'s system-declared types lists them.
enum StandardTypeTable {
  struct Entry: Sendable {
    let identifier: String
    let parents: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let summary: String
  }

  private static func type(
    _ identifier: String, _ parents: [String], extensions: [String] = [], mime: [String] = [], _ summary: String
  ) -> Entry {
    Entry(identifier: identifier, parents: parents, extensions: extensions, mimeTypes: mime, summary: summary)
  }

  static let entries: [Entry] = [
    // Abstract and base types.
    type("public.item", [], "item"),
    type("public.content", ["public.item"], "content"),
    type("public.composite-content", ["public.content"], "composite content"),
    type("public.data", ["public.item"], "data"),
    type("public.disk-image", ["public.archive"], extensions: ["dmg", "iso"], "disk image"),
    type("public.directory", ["public.item"], "directory"),
    type("com.apple.resolvable", [], "resolvable"),
    type("public.symlink", ["public.item", "com.apple.resolvable"], "symbolic link"),
    type("public.executable", ["public.item"], "executable"),
    type("com.apple.mount-point", ["public.item", "com.apple.resolvable"], "mount point"),
    type("com.apple.alias-file", ["public.data", "com.apple.resolvable"], "alias"),
    type("com.apple.bookmark", ["public.data", "com.apple.resolvable"], "bookmark data"),
    type("public.url", ["public.data"], "URL"),
    type("public.file-url", ["public.url"], "file URL"),
    // Text.
    type("public.text", ["public.data", "public.content"], "text"),
    type("public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"], "plain text"),
    type("public.utf8-plain-text", ["public.plain-text"], "Unicode (UTF-8) text"),
    type("public.utf16-external-plain-text", ["public.plain-text"], "Unicode (UTF-16) text"),
    type("public.utf16-plain-text", ["public.plain-text"], "Unicode (UTF-16) text"),
    type("public.delimited-values-text", ["public.text"], "delimited text"),
    type(
      "public.comma-separated-values-text", ["public.delimited-values-text"], extensions: ["csv"], mime: ["text/csv"],
      "comma-separated values"),
    type(
      "public.tab-separated-values-text", ["public.delimited-values-text"], extensions: ["tsv"],
      mime: ["text/tab-separated-values"], "tab-separated values"),
    type("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], "UTF-8 tab-separated values"),
    type("public.rtf", ["public.text"], extensions: ["rtf"], mime: ["text/rtf", "application/rtf"], "rich text"),
    type("public.html", ["public.text"], extensions: ["html", "htm"], mime: ["text/html"], "HTML text"),
    type("public.xml", ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"], "XML text"),
    type(
      "public.yaml", ["public.text"], extensions: ["yaml", "yml"], mime: ["application/x-yaml", "text/yaml"],
      "YAML document"),
    type("public.css", ["public.text"], extensions: ["css"], mime: ["text/css"], "CSS style sheet"),
    type("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"], "JSON document"),
    type("public.geojson", ["public.json"], extensions: ["geojson"], mime: ["application/geo+json"], "GeoJSON document"),
    type("public.log", ["public.plain-text"], extensions: ["log"], "log file"),
    // Source code.
    type("public.source-code", ["public.plain-text"], "source code"),
    type("public.assembly-source", ["public.source-code"], extensions: ["s"], "assembly source"),
    type("public.c-source", ["public.source-code"], extensions: ["c"], "C source"),
    type("public.objective-c-source", ["public.source-code"], extensions: ["m"], "Objective-C source"),
    type("public.swift-source", ["public.source-code"], extensions: ["swift"], "Swift source"),
    type("public.c-plus-plus-source", ["public.source-code"], extensions: ["cpp", "cc", "cxx"], "C++ source"),
    type("public.objective-c-plus-plus-source", ["public.source-code"], extensions: ["mm"], "Objective-C++ source"),
    type("public.c-header", ["public.source-code"], extensions: ["h"], "C header"),
    type("public.c-plus-plus-header", ["public.source-code"], extensions: ["hpp", "hh", "hxx"], "C++ header"),
    type("public.script", ["public.source-code"], "script"),
    type("com.apple.applescript.text", ["public.script"], extensions: ["applescript"], "AppleScript"),
    type("com.apple.applescript.script", ["public.data", "public.script"], extensions: ["scpt"], "compiled AppleScript"),
    type("com.apple.applescript.script-bundle", ["com.apple.bundle"], extensions: ["scptd"], "AppleScript bundle"),
    type(
      "com.netscape.javascript-source", ["public.script"], extensions: ["js", "mjs"],
      mime: ["text/javascript", "application/javascript"], "JavaScript source"),
    type("public.shell-script", ["public.script"], extensions: ["sh", "command"], mime: ["text/x-shellscript"], "shell script"),
    type("public.perl-script", ["public.shell-script"], extensions: ["pl", "pm"], "Perl script"),
    type("public.python-script", ["public.shell-script"], extensions: ["py"], mime: ["text/x-python"], "Python script"),
    type("public.ruby-script", ["public.shell-script"], extensions: ["rb"], "Ruby script"),
    type("public.php-script", ["public.shell-script"], extensions: ["php"], "PHP script"),
    type("public.make-source", ["public.script"], "makefile"),
    // Property lists and documents.
    type("com.apple.property-list", ["public.data"], extensions: ["plist"], "property list"),
    type("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], "XML property list"),
    type("com.apple.binary-property-list", ["com.apple.property-list"], "binary property list"),
    type(
      "com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"], mime: ["application/pdf"],
      "PDF document"),
    type("com.apple.rtfd", ["com.apple.package", "public.composite-content"], extensions: ["rtfd"], "RTFD document"),
    type("com.apple.flat-rtfd", ["public.data", "public.composite-content"], "flat RTFD document"),
    type("com.apple.webarchive", ["public.data", "public.composite-content"], extensions: ["webarchive"], "web archive"),
    type(
      "org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], extensions: ["epub"],
      mime: ["application/epub+zip"], "EPUB document"),
    type("public.spreadsheet", ["public.content"], "spreadsheet"),
    type("public.presentation", ["public.composite-content"], "presentation"),
    type("public.database", ["public.item"], "database"),
    // Images.
    type("public.image", ["public.data", "public.content"], "image"),
    type("public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"], "JPEG image"),
    type("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"], "TIFF image"),
    type("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"], "GIF image"),
    type("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"], "PNG image"),
    type("com.apple.icns", ["public.image"], extensions: ["icns"], "Apple icon image"),
    type("com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mime: ["image/bmp"], "Windows bitmap image"),
    type("com.microsoft.ico", ["public.image"], extensions: ["ico"], mime: ["image/vnd.microsoft.icon"], "Windows icon image"),
    type("public.camera-raw-image", ["public.image"], "raw image"),
    type("public.svg-image", ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"], "SVG image"),
    type("com.apple.live-photo", [], "Live Photo"),
    type("public.heif-standard", ["public.image"], "HEIF image"),
    type("public.heif", ["public.heif-standard"], extensions: ["heif"], mime: ["image/heif"], "HEIF image"),
    type("public.heic", ["public.heif-standard"], extensions: ["heic"], mime: ["image/heic"], "HEIC image"),
    type("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"], "WebP image"),
    // 3D content.
    type("public.3d-content", ["public.content"], "3D content"),
    type("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], extensions: ["usd"], "USD scene"),
    type(
      "com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], extensions: ["usdz"],
      mime: ["model/vnd.usdz+zip"], "USDZ scene"),
    type("com.apple.reality", ["public.data"], extensions: ["reality"], "Reality file"),
    type("com.apple.scenekit.scene", ["public.3d-content", "public.data"], extensions: ["scn"], "SceneKit scene"),
    type("com.apple.arobject", ["public.data"], extensions: ["arobject"], "AR object"),
    // Audio and video.
    type("public.audiovisual-content", ["public.data", "public.content"], "audio and video"),
    type("public.movie", ["public.audiovisual-content"], "movie"),
    type("public.video", ["public.movie"], "video"),
    type("public.audio", ["public.audiovisual-content"], "audio"),
    type("com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mime: ["video/quicktime"], "QuickTime movie"),
    type("public.mpeg", ["public.movie"], extensions: ["mpg", "mpeg"], mime: ["video/mpeg"], "MPEG movie"),
    type("public.mpeg-2-video", ["public.movie"], extensions: ["m2v"], mime: ["video/mpeg2"], "MPEG-2 video"),
    type("public.mpeg-2-transport-stream", ["public.movie"], extensions: ["ts"], mime: ["video/mp2t"], "MPEG-2 transport stream"),
    type("public.mp3", ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg", "audio/mp3"], "MP3 audio"),
    type("public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpg4"], mime: ["video/mp4"], "MPEG-4 movie"),
    type("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mime: ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
    type("com.apple.protected-mpeg-4-audio", ["public.audio"], extensions: ["m4p"], "protected MPEG-4 audio"),
    type("com.apple.protected-mpeg-4-video", ["com.apple.m4v-video"], "protected MPEG-4 video"),
    type("com.apple.m4v-video", ["public.movie"], extensions: ["m4v"], mime: ["video/x-m4v"], "MPEG-4 video"),
    type("public.avi", ["public.movie"], extensions: ["avi"], mime: ["video/avi", "video/x-msvideo"], "AVI movie"),
    type("public.aiff-audio", ["public.audio"], extensions: ["aiff", "aif"], mime: ["audio/aiff"], "AIFF audio"),
    type("com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav", "wave"], mime: ["audio/wav", "audio/x-wav"], "WAVE audio"),
    type("public.midi-audio", ["public.audio"], extensions: ["mid", "midi"], mime: ["audio/midi"], "MIDI audio"),
    type("public.playlist", ["public.item"], "playlist"),
    type("public.m3u-playlist", ["public.text", "public.playlist"], extensions: ["m3u", "m3u8"], mime: ["audio/mpegurl"], "M3U playlist"),
    type("com.apple.haptics.ahap", ["public.json"], extensions: ["ahap"], "haptic pattern"),
    // Folders, packages and applications.
    type("public.folder", ["public.directory"], "folder"),
    type("public.volume", ["public.folder"], "volume"),
    type("com.apple.package", ["public.directory"], "package"),
    type("com.apple.bundle", ["public.directory"], "bundle"),
    type("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], "plug-in"),
    type("com.apple.metadata-importer", ["com.apple.plugin"], extensions: ["mdimporter"], "Spotlight importer"),
    type("com.apple.quicklook-generator", ["com.apple.plugin"], extensions: ["qlgenerator"], "Quick Look generator"),
    type("com.apple.xpc-service", ["com.apple.bundle", "com.apple.package"], extensions: ["xpc"], "XPC service"),
    type("com.apple.framework", ["com.apple.bundle"], extensions: ["framework"], "framework"),
    type("com.apple.application", ["public.executable"], "application"),
    type("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], extensions: ["app"], "application"),
    type("com.apple.application-and-system-extension", ["com.apple.xpc-service"], extensions: ["appex"], "app extension"),
    type("public.unix-executable", ["public.data", "public.executable"], "Unix executable"),
    type("com.microsoft.windows-executable", ["public.data", "public.executable"], extensions: ["exe"], "Windows executable"),
    type("com.apple.systempreference.prefpane", ["com.apple.package", "com.apple.bundle"], extensions: ["prefPane"], "preference pane"),
    // Archives.
    type("public.archive", ["public.data"], "archive"),
    type("org.gnu.gnu-zip-archive", ["public.archive"], extensions: ["gz", "gzip"], mime: ["application/gzip", "application/x-gzip"], "gzip archive"),
    type("public.bzip2-archive", ["public.archive"], extensions: ["bz2", "bzip2"], mime: ["application/x-bzip2"], "bzip2 archive"),
    type("public.zip-archive", ["public.archive"], extensions: ["zip"], mime: ["application/zip"], "ZIP archive"),
    type("com.apple.archive", ["public.archive"], extensions: ["aar"], "Apple archive"),
    type("public.tar-archive", ["public.archive"], extensions: ["tar"], mime: ["application/x-tar"], "tar archive"),
    // Messages, contacts and calendars.
    type("public.message", ["public.item"], "message"),
    type("public.contact", ["public.item"], "contact"),
    type("public.vcard", ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mime: ["text/vcard", "text/x-vcard"], "vCard"),
    type("public.to-do-item", ["public.item"], "to-do item"),
    type("public.calendar-event", ["public.item"], extensions: ["ics"], mime: ["text/calendar"], "calendar event"),
    type("public.email-message", ["public.message"], extensions: ["eml"], mime: ["message/rfc822"], "email message"),
    type("com.apple.internet-location", ["public.data"], extensions: ["webloc"], "internet location"),
    type("com.microsoft.internet-shortcut", ["public.data"], extensions: ["url"], "internet shortcut"),
    // Fonts, security and metadata.
    type("public.font", ["public.data", "public.content"], "font"),
    type("public.truetype-ttf-font", ["public.font"], extensions: ["ttf"], mime: ["font/ttf"], "TrueType font"),
    type("public.opentype-font", ["public.font"], extensions: ["otf"], mime: ["font/otf"], "OpenType font"),
    type("com.rsa.pkcs-12", ["public.data"], extensions: ["p12", "pfx"], mime: ["application/x-pkcs12"], "PKCS #12 archive"),
    type("public.x509-certificate", ["public.data"], extensions: ["cer", "crt", "der"], mime: ["application/x-x509-ca-cert"], "certificate"),
    type("com.apple.linkpresentation.metadata", ["public.data"], "link metadata"),
  ]
}
