# The optional hourglass: a house rule that forces nothing.

hourglass-switch = Play with the hourglass
hourglass-setup-hint = A soft hourglass for each task. When it runs out nothing is forced: a chime, and “Time!” on the table display.
hourglass-storyteller = Storyteller
hourglass-handing-in = Handing in
hourglass-voting = Voting
hourglass-more-time = More time
hourglass-more-time-key = 30 seconds more (key +)
hourglass-time = Time!
hourglass-ran-out-quiet = time is up
hourglass-ran-out-label = Hourglass: time is up
hourglass-left-label = Hourglass: { $time } left
hourglass-paused = paused
settings-hourglass = Hourglass
settings-hourglass-hint = For the next games: a time for the storyteller, for handing in and for voting. Nothing is forced when it runs out.
