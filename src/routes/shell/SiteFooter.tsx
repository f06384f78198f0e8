import { Box, Flex, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { INDUSTRY_PAGES } from '@/lib/industry-names';
import type { LegalSlug } from '@/features/legal/legal-slugs';
import { BrandMark } from './BrandMark';

interface FooterLink {
  to: string;
  label: () => string;
}

const product: FooterLink[] = [
  { to: '/how-it-works', label: m.footer_how_it_works },
  { to: '/pricing', label: m.footer_pricing },
  { to: '/grants', label: m.footer_grants },
  { to: '/hire-staff', label: m.footer_hire_staff },
  { to: '/jobs', label: m.footer_find_jobs },
];

const company: FooterLink[] = [
  { to: '/about-us', label: m.footer_about },
  { to: '/partnership', label: m.footer_partnership },
  { to: '/debpo', label: m.footer_accredited },
  { to: '/large-ent', label: m.footer_large_ent },
  { to: '/connect', label: m.footer_connect },
  { to: '/contact-us', label: m.footer_contact },
  { to: '/book-a-demo', label: m.footer_demo },
];

const solutions: FooterLink[] = INDUSTRY_PAGES.map((page) => ({ to: page.to, label: page.name }));

/** Named in words of their own: the pages' titles live in content files the footer must not load. */
const legalNames: Record<LegalSlug, () => string> = {
  'Candidate-rating': m.footer_legal_candidate_rating,
  'Community-Guidelines': m.footer_legal_community_guidelines,
  'Cookie-Notice': m.footer_legal_cookie_notice,
  'Copyright-Policy': m.footer_legal_copyright_policy,
  'Data-Usage-Policy': m.footer_legal_data_usage_policy,
  'Employer-Rating': m.footer_legal_employer_rating,
  'Feedback-Policy': m.footer_legal_feedback_policy,
  'Privacy-Principles': m.footer_legal_privacy_principles,
  'Privacy-Policy': m.footer_legal_privacy_policy,
  'Terms-Of-Use': m.footer_legal_terms_of_use,
  'Referral-Program-Rules': m.footer_legal_referral_program_rules,
  'Trademark-Policy': m.footer_legal_trademark_policy,
  'User-Generated-Content-Terms': m.footer_legal_user_generated_content_terms,
};

const helpAndLegal: FooterLink[] = [
  { to: '/help', label: m.footer_help },
  { to: '/accessibility', label: m.footer_accessibility },
  ...(Object.keys(legalNames) as LegalSlug[]).map((slug) => ({ to: `/${slug}`, label: legalNames[slug] })),
  { to: '/Privacy-Inquiry', label: m.footer_privacy_inquiry },
  { to: '/Request-Personal-Data', label: m.footer_request_data },
  { to: '/language', label: m.footer_language },
];

/** One column of links, a navigation landmark named by its heading. Long lists run in two columns. */
function FooterNav({ id, heading, links, wide = false }: { id: string; heading: string; links: FooterLink[]; wide?: boolean }) {
  return (
    <Box as="nav" aria-labelledby={id} gridColumn={wide ? 'span 2' : undefined}>
      <Heading as="h2" id={id} size="sm" mb="2">
        {heading}
      </Heading>
      <Box as="ul" listStyleType="none" columnCount={wide ? 2 : 1} columnGap="6">
        {links.map((link) => (
          <Box as="li" key={link.to} breakInside="avoid">
            {/* Block-level with padding: each link is a 24 px target at least (WCAG 2.5.8), even on a phone. */}
            <ChakraLink asChild color="fg" display="inline-block" py="1" lineHeight="1.4">
              <Link to={link.to}>{link.label()}</Link>
            </ChakraLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="12" fontSize="sm">
      <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }} gap="10">
        <SimpleGrid columns={{ base: 2, lg: 6 }} gapX="6" gapY="8">
          <FooterNav id="footer-product" heading={m.footer_product()} links={product} />
          <FooterNav id="footer-company" heading={m.footer_company()} links={company} />
          <FooterNav id="footer-solutions" heading={m.footer_solutions()} links={solutions} wide />
          <FooterNav id="footer-help" heading={m.footer_help_legal()} links={helpAndLegal} wide />
        </SimpleGrid>
        <Flex borderTopWidth="1px" pt="6" gap="3" align="center" wrap="wrap">
          <ChakraLink asChild color="fg" fontWeight="bold" _hover={{ textDecoration: 'none' }}>
            <Link to="/" aria-label={m.footer_home()}>
              <BrandMark />
              <Text as="span">{m.app_name()}</Text>
            </Link>
          </ChakraLink>
          <Text color="fg.muted">{m.footer_tagline()}</Text>
        </Flex>
      </Stack>
    </Box>
  );
}
