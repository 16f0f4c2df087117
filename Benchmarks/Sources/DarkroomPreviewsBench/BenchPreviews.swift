// 200 previews for the preview benchmark (150 `#Preview`s, 50 providers), written out so
// that discovery has real conformance records to find. Regenerate with any script;
// only the count matters.
import DarkroomUI

/// A card like the ones design systems preview.
struct BenchCard: View {
  let index: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Card \(index)").font(.headline)
      Text("A short description of preview number \(index).").font(.subheadline).foregroundStyle(.secondary)
      HStack {
        Capsule().fill(Color.blue).frame(width: 40, height: 16)
        Spacer()
        Text("\(index * 3) items").font(.caption)
      }
    }
    .padding()
    .frame(width: 280)
  }
}

#Preview("Card 0", traits: .sizeThatFitsLayout) { BenchCard(index: 0) }
#Preview("Card 1", traits: .sizeThatFitsLayout) { BenchCard(index: 1) }
#Preview("Card 2", traits: .sizeThatFitsLayout) { BenchCard(index: 2) }
#Preview("Card 3", traits: .sizeThatFitsLayout) { BenchCard(index: 3) }
#Preview("Card 4", traits: .sizeThatFitsLayout) { BenchCard(index: 4) }
#Preview("Card 5", traits: .sizeThatFitsLayout) { BenchCard(index: 5) }
#Preview("Card 6", traits: .sizeThatFitsLayout) { BenchCard(index: 6) }
#Preview("Card 7", traits: .sizeThatFitsLayout) { BenchCard(index: 7) }
#Preview("Card 8", traits: .sizeThatFitsLayout) { BenchCard(index: 8) }
#Preview("Card 9", traits: .sizeThatFitsLayout) { BenchCard(index: 9) }
#Preview("Card 10", traits: .sizeThatFitsLayout) { BenchCard(index: 10) }
#Preview("Card 11", traits: .sizeThatFitsLayout) { BenchCard(index: 11) }
#Preview("Card 12", traits: .sizeThatFitsLayout) { BenchCard(index: 12) }
#Preview("Card 13", traits: .sizeThatFitsLayout) { BenchCard(index: 13) }
#Preview("Card 14", traits: .sizeThatFitsLayout) { BenchCard(index: 14) }
#Preview("Card 15", traits: .sizeThatFitsLayout) { BenchCard(index: 15) }
#Preview("Card 16", traits: .sizeThatFitsLayout) { BenchCard(index: 16) }
#Preview("Card 17", traits: .sizeThatFitsLayout) { BenchCard(index: 17) }
#Preview("Card 18", traits: .sizeThatFitsLayout) { BenchCard(index: 18) }
#Preview("Card 19", traits: .sizeThatFitsLayout) { BenchCard(index: 19) }
#Preview("Card 20", traits: .sizeThatFitsLayout) { BenchCard(index: 20) }
#Preview("Card 21", traits: .sizeThatFitsLayout) { BenchCard(index: 21) }
#Preview("Card 22", traits: .sizeThatFitsLayout) { BenchCard(index: 22) }
#Preview("Card 23", traits: .sizeThatFitsLayout) { BenchCard(index: 23) }
#Preview("Card 24", traits: .sizeThatFitsLayout) { BenchCard(index: 24) }
#Preview("Card 25", traits: .sizeThatFitsLayout) { BenchCard(index: 25) }
#Preview("Card 26", traits: .sizeThatFitsLayout) { BenchCard(index: 26) }
#Preview("Card 27", traits: .sizeThatFitsLayout) { BenchCard(index: 27) }
#Preview("Card 28", traits: .sizeThatFitsLayout) { BenchCard(index: 28) }
#Preview("Card 29", traits: .sizeThatFitsLayout) { BenchCard(index: 29) }
#Preview("Card 30", traits: .sizeThatFitsLayout) { BenchCard(index: 30) }
#Preview("Card 31", traits: .sizeThatFitsLayout) { BenchCard(index: 31) }
#Preview("Card 32", traits: .sizeThatFitsLayout) { BenchCard(index: 32) }
#Preview("Card 33", traits: .sizeThatFitsLayout) { BenchCard(index: 33) }
#Preview("Card 34", traits: .sizeThatFitsLayout) { BenchCard(index: 34) }
#Preview("Card 35", traits: .sizeThatFitsLayout) { BenchCard(index: 35) }
#Preview("Card 36", traits: .sizeThatFitsLayout) { BenchCard(index: 36) }
#Preview("Card 37", traits: .sizeThatFitsLayout) { BenchCard(index: 37) }
#Preview("Card 38", traits: .sizeThatFitsLayout) { BenchCard(index: 38) }
#Preview("Card 39", traits: .sizeThatFitsLayout) { BenchCard(index: 39) }
#Preview("Card 40", traits: .sizeThatFitsLayout) { BenchCard(index: 40) }
#Preview("Card 41", traits: .sizeThatFitsLayout) { BenchCard(index: 41) }
#Preview("Card 42", traits: .sizeThatFitsLayout) { BenchCard(index: 42) }
#Preview("Card 43", traits: .sizeThatFitsLayout) { BenchCard(index: 43) }
#Preview("Card 44", traits: .sizeThatFitsLayout) { BenchCard(index: 44) }
#Preview("Card 45", traits: .sizeThatFitsLayout) { BenchCard(index: 45) }
#Preview("Card 46", traits: .sizeThatFitsLayout) { BenchCard(index: 46) }
#Preview("Card 47", traits: .sizeThatFitsLayout) { BenchCard(index: 47) }
#Preview("Card 48", traits: .sizeThatFitsLayout) { BenchCard(index: 48) }
#Preview("Card 49", traits: .sizeThatFitsLayout) { BenchCard(index: 49) }
#Preview("Card 50", traits: .sizeThatFitsLayout) { BenchCard(index: 50) }
#Preview("Card 51", traits: .sizeThatFitsLayout) { BenchCard(index: 51) }
#Preview("Card 52", traits: .sizeThatFitsLayout) { BenchCard(index: 52) }
#Preview("Card 53", traits: .sizeThatFitsLayout) { BenchCard(index: 53) }
#Preview("Card 54", traits: .sizeThatFitsLayout) { BenchCard(index: 54) }
#Preview("Card 55", traits: .sizeThatFitsLayout) { BenchCard(index: 55) }
#Preview("Card 56", traits: .sizeThatFitsLayout) { BenchCard(index: 56) }
#Preview("Card 57", traits: .sizeThatFitsLayout) { BenchCard(index: 57) }
#Preview("Card 58", traits: .sizeThatFitsLayout) { BenchCard(index: 58) }
#Preview("Card 59", traits: .sizeThatFitsLayout) { BenchCard(index: 59) }
#Preview("Card 60", traits: .sizeThatFitsLayout) { BenchCard(index: 60) }
#Preview("Card 61", traits: .sizeThatFitsLayout) { BenchCard(index: 61) }
#Preview("Card 62", traits: .sizeThatFitsLayout) { BenchCard(index: 62) }
#Preview("Card 63", traits: .sizeThatFitsLayout) { BenchCard(index: 63) }
#Preview("Card 64", traits: .sizeThatFitsLayout) { BenchCard(index: 64) }
#Preview("Card 65", traits: .sizeThatFitsLayout) { BenchCard(index: 65) }
#Preview("Card 66", traits: .sizeThatFitsLayout) { BenchCard(index: 66) }
#Preview("Card 67", traits: .sizeThatFitsLayout) { BenchCard(index: 67) }
#Preview("Card 68", traits: .sizeThatFitsLayout) { BenchCard(index: 68) }
#Preview("Card 69", traits: .sizeThatFitsLayout) { BenchCard(index: 69) }
#Preview("Card 70", traits: .sizeThatFitsLayout) { BenchCard(index: 70) }
#Preview("Card 71", traits: .sizeThatFitsLayout) { BenchCard(index: 71) }
#Preview("Card 72", traits: .sizeThatFitsLayout) { BenchCard(index: 72) }
#Preview("Card 73", traits: .sizeThatFitsLayout) { BenchCard(index: 73) }
#Preview("Card 74", traits: .sizeThatFitsLayout) { BenchCard(index: 74) }
#Preview("Card 75", traits: .sizeThatFitsLayout) { BenchCard(index: 75) }
#Preview("Card 76", traits: .sizeThatFitsLayout) { BenchCard(index: 76) }
#Preview("Card 77", traits: .sizeThatFitsLayout) { BenchCard(index: 77) }
#Preview("Card 78", traits: .sizeThatFitsLayout) { BenchCard(index: 78) }
#Preview("Card 79", traits: .sizeThatFitsLayout) { BenchCard(index: 79) }
#Preview("Card 80", traits: .sizeThatFitsLayout) { BenchCard(index: 80) }
#Preview("Card 81", traits: .sizeThatFitsLayout) { BenchCard(index: 81) }
#Preview("Card 82", traits: .sizeThatFitsLayout) { BenchCard(index: 82) }
#Preview("Card 83", traits: .sizeThatFitsLayout) { BenchCard(index: 83) }
#Preview("Card 84", traits: .sizeThatFitsLayout) { BenchCard(index: 84) }
#Preview("Card 85", traits: .sizeThatFitsLayout) { BenchCard(index: 85) }
#Preview("Card 86", traits: .sizeThatFitsLayout) { BenchCard(index: 86) }
#Preview("Card 87", traits: .sizeThatFitsLayout) { BenchCard(index: 87) }
#Preview("Card 88", traits: .sizeThatFitsLayout) { BenchCard(index: 88) }
#Preview("Card 89", traits: .sizeThatFitsLayout) { BenchCard(index: 89) }
#Preview("Card 90", traits: .sizeThatFitsLayout) { BenchCard(index: 90) }
#Preview("Card 91", traits: .sizeThatFitsLayout) { BenchCard(index: 91) }
#Preview("Card 92", traits: .sizeThatFitsLayout) { BenchCard(index: 92) }
#Preview("Card 93", traits: .sizeThatFitsLayout) { BenchCard(index: 93) }
#Preview("Card 94", traits: .sizeThatFitsLayout) { BenchCard(index: 94) }
#Preview("Card 95", traits: .sizeThatFitsLayout) { BenchCard(index: 95) }
#Preview("Card 96", traits: .sizeThatFitsLayout) { BenchCard(index: 96) }
#Preview("Card 97", traits: .sizeThatFitsLayout) { BenchCard(index: 97) }
#Preview("Card 98", traits: .sizeThatFitsLayout) { BenchCard(index: 98) }
#Preview("Card 99", traits: .sizeThatFitsLayout) { BenchCard(index: 99) }
#Preview("Card 100", traits: .sizeThatFitsLayout) { BenchCard(index: 100) }
#Preview("Card 101", traits: .sizeThatFitsLayout) { BenchCard(index: 101) }
#Preview("Card 102", traits: .sizeThatFitsLayout) { BenchCard(index: 102) }
#Preview("Card 103", traits: .sizeThatFitsLayout) { BenchCard(index: 103) }
#Preview("Card 104", traits: .sizeThatFitsLayout) { BenchCard(index: 104) }
#Preview("Card 105", traits: .sizeThatFitsLayout) { BenchCard(index: 105) }
#Preview("Card 106", traits: .sizeThatFitsLayout) { BenchCard(index: 106) }
#Preview("Card 107", traits: .sizeThatFitsLayout) { BenchCard(index: 107) }
#Preview("Card 108", traits: .sizeThatFitsLayout) { BenchCard(index: 108) }
#Preview("Card 109", traits: .sizeThatFitsLayout) { BenchCard(index: 109) }
#Preview("Card 110", traits: .sizeThatFitsLayout) { BenchCard(index: 110) }
#Preview("Card 111", traits: .sizeThatFitsLayout) { BenchCard(index: 111) }
#Preview("Card 112", traits: .sizeThatFitsLayout) { BenchCard(index: 112) }
#Preview("Card 113", traits: .sizeThatFitsLayout) { BenchCard(index: 113) }
#Preview("Card 114", traits: .sizeThatFitsLayout) { BenchCard(index: 114) }
#Preview("Card 115", traits: .sizeThatFitsLayout) { BenchCard(index: 115) }
#Preview("Card 116", traits: .sizeThatFitsLayout) { BenchCard(index: 116) }
#Preview("Card 117", traits: .sizeThatFitsLayout) { BenchCard(index: 117) }
#Preview("Card 118", traits: .sizeThatFitsLayout) { BenchCard(index: 118) }
#Preview("Card 119", traits: .sizeThatFitsLayout) { BenchCard(index: 119) }
#Preview("Card 120", traits: .sizeThatFitsLayout) { BenchCard(index: 120) }
#Preview("Card 121", traits: .sizeThatFitsLayout) { BenchCard(index: 121) }
#Preview("Card 122", traits: .sizeThatFitsLayout) { BenchCard(index: 122) }
#Preview("Card 123", traits: .sizeThatFitsLayout) { BenchCard(index: 123) }
#Preview("Card 124", traits: .sizeThatFitsLayout) { BenchCard(index: 124) }
#Preview("Card 125", traits: .sizeThatFitsLayout) { BenchCard(index: 125) }
#Preview("Card 126", traits: .sizeThatFitsLayout) { BenchCard(index: 126) }
#Preview("Card 127", traits: .sizeThatFitsLayout) { BenchCard(index: 127) }
#Preview("Card 128", traits: .sizeThatFitsLayout) { BenchCard(index: 128) }
#Preview("Card 129", traits: .sizeThatFitsLayout) { BenchCard(index: 129) }
#Preview("Card 130", traits: .sizeThatFitsLayout) { BenchCard(index: 130) }
#Preview("Card 131", traits: .sizeThatFitsLayout) { BenchCard(index: 131) }
#Preview("Card 132", traits: .sizeThatFitsLayout) { BenchCard(index: 132) }
#Preview("Card 133", traits: .sizeThatFitsLayout) { BenchCard(index: 133) }
#Preview("Card 134", traits: .sizeThatFitsLayout) { BenchCard(index: 134) }
#Preview("Card 135", traits: .sizeThatFitsLayout) { BenchCard(index: 135) }
#Preview("Card 136", traits: .sizeThatFitsLayout) { BenchCard(index: 136) }
#Preview("Card 137", traits: .sizeThatFitsLayout) { BenchCard(index: 137) }
#Preview("Card 138", traits: .sizeThatFitsLayout) { BenchCard(index: 138) }
#Preview("Card 139", traits: .sizeThatFitsLayout) { BenchCard(index: 139) }
#Preview("Card 140", traits: .sizeThatFitsLayout) { BenchCard(index: 140) }
#Preview("Card 141", traits: .sizeThatFitsLayout) { BenchCard(index: 141) }
#Preview("Card 142", traits: .sizeThatFitsLayout) { BenchCard(index: 142) }
#Preview("Card 143", traits: .sizeThatFitsLayout) { BenchCard(index: 143) }
#Preview("Card 144", traits: .sizeThatFitsLayout) { BenchCard(index: 144) }
#Preview("Card 145", traits: .sizeThatFitsLayout) { BenchCard(index: 145) }
#Preview("Card 146", traits: .sizeThatFitsLayout) { BenchCard(index: 146) }
#Preview("Card 147", traits: .sizeThatFitsLayout) { BenchCard(index: 147) }
#Preview("Card 148", traits: .sizeThatFitsLayout) { BenchCard(index: 148) }
#Preview("Card 149", traits: .sizeThatFitsLayout) { BenchCard(index: 149) }

public struct BenchProvider0_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1000).previewLayout(.sizeThatFits).previewDisplayName("Provider 0") }
}
public struct BenchProvider1_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1001).previewLayout(.sizeThatFits).previewDisplayName("Provider 1") }
}
public struct BenchProvider2_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1002).previewLayout(.sizeThatFits).previewDisplayName("Provider 2") }
}
public struct BenchProvider3_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1003).previewLayout(.sizeThatFits).previewDisplayName("Provider 3") }
}
public struct BenchProvider4_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1004).previewLayout(.sizeThatFits).previewDisplayName("Provider 4") }
}
public struct BenchProvider5_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1005).previewLayout(.sizeThatFits).previewDisplayName("Provider 5") }
}
public struct BenchProvider6_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1006).previewLayout(.sizeThatFits).previewDisplayName("Provider 6") }
}
public struct BenchProvider7_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1007).previewLayout(.sizeThatFits).previewDisplayName("Provider 7") }
}
public struct BenchProvider8_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1008).previewLayout(.sizeThatFits).previewDisplayName("Provider 8") }
}
public struct BenchProvider9_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1009).previewLayout(.sizeThatFits).previewDisplayName("Provider 9") }
}
public struct BenchProvider10_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1010).previewLayout(.sizeThatFits).previewDisplayName("Provider 10") }
}
public struct BenchProvider11_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1011).previewLayout(.sizeThatFits).previewDisplayName("Provider 11") }
}
public struct BenchProvider12_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1012).previewLayout(.sizeThatFits).previewDisplayName("Provider 12") }
}
public struct BenchProvider13_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1013).previewLayout(.sizeThatFits).previewDisplayName("Provider 13") }
}
public struct BenchProvider14_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1014).previewLayout(.sizeThatFits).previewDisplayName("Provider 14") }
}
public struct BenchProvider15_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1015).previewLayout(.sizeThatFits).previewDisplayName("Provider 15") }
}
public struct BenchProvider16_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1016).previewLayout(.sizeThatFits).previewDisplayName("Provider 16") }
}
public struct BenchProvider17_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1017).previewLayout(.sizeThatFits).previewDisplayName("Provider 17") }
}
public struct BenchProvider18_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1018).previewLayout(.sizeThatFits).previewDisplayName("Provider 18") }
}
public struct BenchProvider19_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1019).previewLayout(.sizeThatFits).previewDisplayName("Provider 19") }
}
public struct BenchProvider20_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1020).previewLayout(.sizeThatFits).previewDisplayName("Provider 20") }
}
public struct BenchProvider21_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1021).previewLayout(.sizeThatFits).previewDisplayName("Provider 21") }
}
public struct BenchProvider22_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1022).previewLayout(.sizeThatFits).previewDisplayName("Provider 22") }
}
public struct BenchProvider23_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1023).previewLayout(.sizeThatFits).previewDisplayName("Provider 23") }
}
public struct BenchProvider24_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1024).previewLayout(.sizeThatFits).previewDisplayName("Provider 24") }
}
public struct BenchProvider25_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1025).previewLayout(.sizeThatFits).previewDisplayName("Provider 25") }
}
public struct BenchProvider26_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1026).previewLayout(.sizeThatFits).previewDisplayName("Provider 26") }
}
public struct BenchProvider27_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1027).previewLayout(.sizeThatFits).previewDisplayName("Provider 27") }
}
public struct BenchProvider28_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1028).previewLayout(.sizeThatFits).previewDisplayName("Provider 28") }
}
public struct BenchProvider29_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1029).previewLayout(.sizeThatFits).previewDisplayName("Provider 29") }
}
public struct BenchProvider30_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1030).previewLayout(.sizeThatFits).previewDisplayName("Provider 30") }
}
public struct BenchProvider31_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1031).previewLayout(.sizeThatFits).previewDisplayName("Provider 31") }
}
public struct BenchProvider32_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1032).previewLayout(.sizeThatFits).previewDisplayName("Provider 32") }
}
public struct BenchProvider33_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1033).previewLayout(.sizeThatFits).previewDisplayName("Provider 33") }
}
public struct BenchProvider34_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1034).previewLayout(.sizeThatFits).previewDisplayName("Provider 34") }
}
public struct BenchProvider35_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1035).previewLayout(.sizeThatFits).previewDisplayName("Provider 35") }
}
public struct BenchProvider36_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1036).previewLayout(.sizeThatFits).previewDisplayName("Provider 36") }
}
public struct BenchProvider37_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1037).previewLayout(.sizeThatFits).previewDisplayName("Provider 37") }
}
public struct BenchProvider38_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1038).previewLayout(.sizeThatFits).previewDisplayName("Provider 38") }
}
public struct BenchProvider39_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1039).previewLayout(.sizeThatFits).previewDisplayName("Provider 39") }
}
public struct BenchProvider40_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1040).previewLayout(.sizeThatFits).previewDisplayName("Provider 40") }
}
public struct BenchProvider41_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1041).previewLayout(.sizeThatFits).previewDisplayName("Provider 41") }
}
public struct BenchProvider42_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1042).previewLayout(.sizeThatFits).previewDisplayName("Provider 42") }
}
public struct BenchProvider43_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1043).previewLayout(.sizeThatFits).previewDisplayName("Provider 43") }
}
public struct BenchProvider44_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1044).previewLayout(.sizeThatFits).previewDisplayName("Provider 44") }
}
public struct BenchProvider45_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1045).previewLayout(.sizeThatFits).previewDisplayName("Provider 45") }
}
public struct BenchProvider46_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1046).previewLayout(.sizeThatFits).previewDisplayName("Provider 46") }
}
public struct BenchProvider47_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1047).previewLayout(.sizeThatFits).previewDisplayName("Provider 47") }
}
public struct BenchProvider48_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1048).previewLayout(.sizeThatFits).previewDisplayName("Provider 48") }
}
public struct BenchProvider49_Previews: PreviewProvider {
  public static var previews: some View { BenchCard(index: 1049).previewLayout(.sizeThatFits).previewDisplayName("Provider 49") }
}
