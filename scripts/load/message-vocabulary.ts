// What the load's conversations say (messages-dataset.ts): an employer and a candidate about an
// application, from a few words to a few sentences; a message is one or two lines and sometimes a closing.

export const EMPLOYER_LINES = [
  'Thanks for applying!',
  'Hi, thanks for your application. Do you have a few minutes this week for a short call?',
  'Could you tell me a bit more about the clients you support today?',
  'We work US Eastern hours, 9 to 5. Would that overlap work for you?',
  'I have shared your profile with our operations lead; she liked your experience with insurance claims.',
  'Quick question: which practice management software have you used the most, and for how long?',
  'Great, see you on Thursday.',
  'Our team is six people across three time zones. Most of the work is answering patient billing questions, following up on denied claims and keeping the ledger tidy at the end of each day.',
  'Can you start on the first of next month?',
  'We send a short paid test task to everyone we interview. It takes about an hour; would you be open to it?',
  'Thanks, got it.',
  'The interview invitation is in your inbox; pick whichever time suits you.',
  'One more thing: do you have a backup internet connection at home?',
  'We would like to move forward. I will send the offer today.',
  'Sorry for the slow reply, it has been a busy week on our side.',
  'Could you resend your availability for next week? The times in the invitation no longer work for our lead.',
];

export const CANDIDATE_LINES = [
  'Thank you for getting back to me!',
  'Yes, I am available for a call. Tuesday or Wednesday afternoon your time works best for me.',
  'I currently support two dental practices in Ohio: claims, payment posting and patient calls.',
  'That overlap works well; I already work those hours for my current client.',
  'Sure.',
  'I have used Dentrix for three years and Kareo for about a year before that.',
  'I finished the test task and sent it to the address in the instructions. Let me know if anything is unclear.',
  'Could we move the call to Friday? I have a doctor’s appointment on Thursday morning.',
  'Yes, I have a fibre connection and a mobile hotspot as a backup, and a generator for power cuts.',
  'Thank you so much, I am really excited about this role!',
  'I would need two weeks’ notice for my current client, so the 15th would be the earliest I could start full time.',
  'Got it, thanks.',
  'Is the role fully remote, or would there be any travel?',
  'I have attached my updated CV with the certification I completed last month.',
  'Could you tell me more about how the team hands work over between time zones?',
  'Perfect, talk soon.',
];

export const MESSAGE_CLOSINGS = ['Thanks!', 'Best regards.', 'Have a good day.', 'Talk soon.', 'Cheers.'];
