// Stand-in glyphs for the next 100 most used SF Symbol names, in order of use, and a few
// more the examples draw.
// Codepoints are those of the Debian packages fonts-materialdesignicons-webfont 1.6.50
// (`mdi-…` names) and fonts-material-design-icons-iconfont 6.7 (`material-icons` names).
// `.fill` names map to filled glyphs, the others to outlined ones where the font has one.
// One row a name: the SF Symbol name, the font (`mdi` or `material`), the codepoint in hex and
// the glyph's name in its font. Read once, by `StandInGlyph.table`; a string, not a dictionary
// literal, because the compiler takes far longer to type-check hundreds of literal entries.

extension StandInGlyph {
  static let moreUsedRows = """
    cloud.sun                                 mdi       F595  weather-partlycloudy
    forward.end.fill                          mdi       F4AD  skip-next
    gauge.badge.plus                          mdi       F29A  gauge
    goforward.10                              mdi       F211  fast-forward
    info.bubble                               mdi       F17E  comment-alert-outline
    largecircle.fill.circle                   mdi       F43E  radiobox-marked
    mappin.circle.fill                        mdi       F34F  map-marker-circle
    moon.circle.fill                          mdi       F594  weather-night
    person.badge.minus                        mdi       F00D  account-minus
    person.crop.circle.badge.plus             mdi       F014  account-plus
    person.fill.badge.plus                    mdi       F014  account-plus
    pin.slash                                 mdi       F404  pin-off
    plus.bubble                               mdi       F183  comment-plus-outline
    qrcode                                    mdi       F432  qrcode
    scope                                     mdi       F1A4  crosshairs-gps
    sun.min                                   mdi       F5A8  white-balance-sunny
    sunrise                                   mdi       F59C  weather-sunset-up
    wifi.slash                                mdi       F5AA  wifi-off
    wrench.and.screwdriver                    mdi       F5B7  wrench
    3.square.fill                             mdi       F3AA  numeric-3-box
    arrow.left.circle.fill                    mdi       F04F  arrow-left-bold-circle
    arrow.triangle.branch                     mdi       F62C  source-branch
    arrow.up.and.down.circle.fill             mdi       F4E2  swap-vertical
    arrow.uturn.left                          mdi       F54C  undo
    bolt                                      mdi       F241  flash
    bolt.slash                                mdi       F243  flash-off
    cart.circle                               mdi       F111  cart-outline
    chart.xyaxis.line                         mdi       F12A  chart-line
    checkmark.shield                          mdi       F483  security
    chevron.left.forwardslash.chevron.right   mdi       F174  code-tags
    cloud                                     mdi       F163  cloud-outline
    cloud.fill                                mdi       F15F  cloud
    command                                   mdi       F633  apple-keyboard-command
    cpu                                       mdi       F61A  chip
    creditcard.fill                           mdi       F19B  credit-card
    curlybraces                               mdi       F169  code-braces
    doc.fill                                  mdi       F214  file
    eyedropper.halffull                       mdi       F20A  eyedropper
    folder.fill                               mdi       F24B  folder
    gamecontroller.fill                       mdi       F297  gamepad-variant
    gift.fill                                 mdi       F2A1  gift
    gobackward.10                             mdi       F45F  rewind
    hare.fill                                 mdi       F4C5  speedometer
    homekit                                   mdi       F2DD  home-modern
    info                                      mdi       F64E  information-variant
    iphone                                    mdi       F120  cellphone-iphone
    leaf                                      mdi       F32A  leaf
    list.bullet.rectangle.portrait            mdi       F14E  clipboard-text
    list.clipboard.fill                       mdi       F14E  clipboard-text
    list.number                               mdi       F27B  format-list-numbers
    macbook.and.iphone                        mdi       F45E  responsive
    moon.stars.fill                           mdi       F594  weather-night
    note.text.badge.plus                      mdi       F39D  note-plus-outline
    pause.circle.fill                         mdi       F3E5  pause-circle
    phone                                     mdi       F3F2  phone
    plus.app.fill                             mdi       F416  plus-box
    plus.square.on.square                     material  E02E  library_add
    rectangle.stack.fill                      mdi       F328  layers
    speaker.wave.3                            mdi       F57E  volume-high
    square.stack.fill                         mdi       F328  layers
    text.magnifyingglass                      mdi       F21E  file-find
    video                                     mdi       F567  video
    water.waves                               material  E176  waves
    hourglass.bottomhalf.fill                 mdi       F51F  timer-sand
    hourglass.tophalf.fill                    mdi       F51F  timer-sand
    at                                        mdi       F065  at
    headphones                                mdi       F2CB  headphones
    book.pages                                mdi       F5DA  book-open-page-variant
    dice                                      mdi       F1CE  dice-5
    hand.draw.fill                            material  E155  gesture
    bell.slash                                mdi       F09B  bell-off
    photo.artframe                            mdi       F2F4  image-filter-frames
    puzzlepiece.extension                     mdi       F431  puzzle
    chevron.compact.right                     mdi       F142  chevron-right
    clock.arrow.2.circlepath                  mdi       F2DA  history
    control                                   mdi       F143  chevron-up
    exclamationmark.bubble.fill               mdi       F17D  comment-alert
    infinity                                  material  EB3D  all_inclusive
    link.circle                               mdi       F339  link-variant
    rectangle.grid.2x2                        mdi       F570  view-grid
    speedometer                               mdi       F4C5  speedometer
    square.stack.3d.up                        mdi       F328  layers
    tortoise                                  material  E91D  pets
    1.circle.fill                             mdi       F3A4  numeric-1-box
    arrow.down.to.line.alt                    mdi       F1DA  download
    arrowshape.turn.up.left.fill              mdi       F45A  reply
    bubble.left.and.bubble.right.fill         mdi       F28C  forum
    delete.backward                           mdi       F06E  backspace
    delete.left.fill                          mdi       F06E  backspace
    doc.badge.plus                            mdi       F21A  file-document-box
    envelope.open                             mdi       F5EF  email-open-outline
    lineweight                                mdi       F5C9  format-line-weight
    list.and.film                             mdi       F572  view-list
    rectangle                                 mdi       F131  checkbox-blank-outline
    rectangle.stack.badge.plus                mdi       F328  layers
    terminal                                  mdi       F18D  console
    video.circle                              mdi       F567  video
    arrow.circlepath                          mdi       F4E6  sync
    arrow.counterclockwise.circle             mdi       F06F  backup-restore
    arrow.down.doc                            mdi       F220  file-import
    bubble.left                               material  E0CB  chat_bubble_outline
    bubble.left.fill                          mdi       F361  message
    """
}
