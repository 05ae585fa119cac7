# Latecomers joining from a phone: the phone's join page, the host's answers, the laptop's prompt
# and the table display's join code.
phone-page-join-title = Join the game
phone-page-join-language = The table's language: { $language }
phone-page-join-name = Your name
phone-page-join-ask = Ask to join
phone-page-join-waiting = Asked to join as { $name }: the table will answer at the end of the turn.
phone-page-join-seated = Welcome to the table! Your cards are coming.
phone-join-declined = The table cannot take you in this time. Thank you for asking!
phone-join-full = The table is full: it cannot take another player.
phone-join-pairs = In Team Dixit latecomers join in pairs: ask at the laptop.
phone-join-game-over = The game is over: ask to join the next one.
phone-join-empty-name = Type your name first.
phone-join-long-name = A name has at most { $max } characters.
phone-join-bad-name = A name cannot hold invisible or control characters.
phone-join-name-taken = { $name } is already at the table: choose another name.
phone-join-already-asked = You have already asked: the table will answer at the end of the turn.
phone-join-too-many = Too many people are asking to join right now: try again in a moment.
phone-join-no-link = You have a seat, but this phone could not be given its link: ask for your code at the laptop.
join-prompt-asks = { $name } asks to join
join-prompt-where = on their phone, after { $after }
join-prompt-accept = Accept
join-prompt-decline = Decline
join-prompt-more = and { $count } more waiting
table-join-title = Arriving late?
table-join-scan = Scan to ask to join
