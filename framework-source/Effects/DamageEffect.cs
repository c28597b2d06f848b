using DiceRolling.Actions;
using Godot;

namespace DiceRolling.Effects;

/// <summary>
/// Efeito que reduz um atributo do alvo, localizado pelo nome (por padrão <c>"Health"</c>, a vida), sem deixá-lo
/// abaixo do valor mínimo do atributo.
/// </summary>
/// <remarks>
/// <para>
/// É o único efeito concreto do framework hoje. Ao ser aplicado, procura no alvo
/// (<see cref="IActionContext.Target"/>) o atributo cujo nome é <see cref="TargetAttributeName"/> e subtrai
/// <see cref="DamageValue"/> do valor atual, respeitando <see cref="DiceRolling.Attributes.AttributeType.MinValue"/>.
/// </para>
/// <para>
/// Nos dados de jogo, ações como <c>Quick Slash</c> e <c>Cleave Attack</c> usam um <see cref="DamageEffect"/> com
/// dano 50.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var golpe = new DamageEffect { Name = "Corte", DamageValue = 50 };
/// action.AddEffect(golpe);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class DamageEffect : EffectType
{
    /// <summary>Nome do efeito exibido no editor e na interface.</summary>
    [Export]
    public string Name { get; set; }

    /// <summary>Descrição do efeito (texto de várias linhas no inspetor).</summary>
    [Export(PropertyHint.MultilineText)]
    public string? Description { get; set; }

    /// <summary>Quantidade subtraída do atributo-alvo, de 0 a 100 (passo 1).</summary>
    [Export(PropertyHint.Range, "0,100,1")]
    public int DamageValue { get; set; } = 1;

    /// <summary>Nome do atributo atingido (comparado com <see cref="DiceRolling.Attributes.AttributeType.Name"/>); por padrão <c>"Health"</c>.</summary>
    [Export]
    public string TargetAttributeName { get; set; } = "Health";

    /// <summary>Reduz em <see cref="DamageValue"/> o atributo <see cref="TargetAttributeName"/> do alvo, sem passar do mínimo.</summary>
    /// <param name="context">Contexto da ação; o dano é aplicado em <see cref="IActionContext.Target"/>.</param>
    public override void Apply(IActionContext context) => throw null;
}
