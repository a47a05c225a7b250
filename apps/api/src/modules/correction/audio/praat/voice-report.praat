# Voice report of one recording, with Praat's standard voice settings (Voice report defaults):
# pitch floor 75 Hz, ceiling 600 Hz; HNR by cross-correlation (0.01 s step, silence 0.1, 1 period);
# jitter and shimmer (local) with periods of 0.1 ms to 20 ms, period factor 1.3, amplitude factor 1.6.
# Prints "HNR(dB) jitter shimmer" (jitter and shimmer as fractions, --undefined-- when not measurable).
form Voice report
  sentence file
endform
sound = Read from file: file$
pp = To PointProcess (periodic, cc): 75, 600
selectObject: sound
harm = To Harmonicity (cc): 0.01, 75, 0.1, 1.0
hnr = Get mean: 0, 0
selectObject: pp
jitter = Get jitter (local): 0, 0, 0.0001, 0.02, 1.3
selectObject: sound, pp
shimmer = Get shimmer (local): 0, 0, 0.0001, 0.02, 1.3, 1.6
writeInfoLine: fixed$(hnr, 4), " ", fixed$(jitter, 6), " ", fixed$(shimmer, 6)
