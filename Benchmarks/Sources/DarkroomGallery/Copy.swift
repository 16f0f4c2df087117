/// The words the gallery's components show, in English for left-to-right pages and in
/// Arabic for right-to-left ones, so a mirrored layout reads as it would in an app.
struct Copy: Sendable {
  let connected: String
  let offline: String
  let wifi: String
  let airplaneMode: String
  let continueTitle: String
  let cancelTitle: String
  let deleteTitle: String
  let inbox: String
  let inboxDetail: String
  let photos: String
  let photosDetail: String
  let cardTitle: String
  let cardBody: String
  let paragraph: String

  static let english = Copy(
    connected: "Connected", offline: "Offline", wifi: "Wi-Fi", airplaneMode: "Airplane Mode",
    continueTitle: "Continue", cancelTitle: "Cancel", deleteTitle: "Delete", inbox: "Inbox",
    inboxDetail: "3 unread messages from your team", photos: "Photos", photosDetail: "1,204 items · synced 5 min ago",
    cardTitle: "Weekend in Kyoto", cardBody: "42 photos and 3 videos from 京都, ready to share 🎉",
    paragraph: "The quick brown fox jumps over the lazy dog. Long text wraps at word boundaries, and a line limit cuts it with an ellipsis at the end.")

  static let arabic = Copy(
    connected: "متصل", offline: "غير متصل", wifi: "واي فاي", airplaneMode: "وضع الطيران",
    continueTitle: "متابعة", cancelTitle: "إلغاء", deleteTitle: "حذف", inbox: "البريد الوارد",
    inboxDetail: "٣ رسائل غير مقروءة من فريقك", photos: "الصور", photosDetail: "١٬٢٠٤ عنصر · تمت المزامنة قبل ٥ دقائق",
    cardTitle: "عطلة في كيوتو", cardBody: "٤٢ صورة و٣ مقاطع فيديو جاهزة للمشاركة 🎉",
    paragraph: "هذا نص طويل يلتف عند حدود الكلمات، ويقطع حد الأسطر النص بعلامة حذف في النهاية عندما لا يتسع له المكان.")
}
